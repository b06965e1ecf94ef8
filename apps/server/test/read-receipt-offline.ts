// Run by the receipt-reading test under network-guard.cjs: reads one rendered receipt through the
// reading threads (OCR) and prints its text; `--try-network` makes a connection from a thread instead,
// to show the guard sees one.
import { Worker } from 'node:worker_threads';
import { closeReceiptPool, readReceiptInPool } from '../src/features/receipts/receipt-pool';
import { makeReceipts, renderReceipt } from './receipt-images';

if (process.argv.includes('--try-network')) {
  const worker = new Worker(
    "fetch('http://203.0.113.7:8080/').catch(() => {}).finally(() => process.exit(0));",
    { eval: true },
  );
  await new Promise((resolve) => worker.once('exit', resolve));
} else {
  const [made] = makeReceipts(1, 99);
  const answer = await readReceiptInPool(await renderReceipt(made!), { timeLimitMs: 120_000 });
  console.log(JSON.stringify(answer));
  await closeReceiptPool();
}
