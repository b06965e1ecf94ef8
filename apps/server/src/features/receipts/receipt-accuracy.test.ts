// Reading accuracy (issue 27): 50 receipts rendered by the test from known data (test/receipt-images.ts:
// five fonts, sizes 16 to 23, thermal grey, turned up to 5 degrees, blurred, noisy JPEG, shadowed, long)
// are read through the reading threads and the parser as expense/read_receipt reads them; the total must
// be right on at least 90 %, the date on 90 % and the vendor on 80 %. No database: the figures only.
import { afterAll, expect, it, vi } from 'vitest';
import { makeReceipts, renderReceipt } from '../../../test/receipt-images';
import { parseReceiptText } from './parse-receipt-text';
import { closeReceiptPool, readReceiptInPool } from './receipt-pool';

vi.setConfig({ testTimeout: 1_200_000 });

afterAll(async () => {
  await closeReceiptPool();
});

/** `work` on every item, at most `width` at a time, answers in the items' order. */
async function inTurns<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

const squash = (text: string | null) => (text ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');

it('reads the total, date and vendor of rendered receipts', async () => {
  const receipts = makeReceipts(50);
  const started = performance.now();
  // Four at a time: the pool reads two at once and keeps the next ones queued, under its queue's cap.
  const results = await inTurns(receipts, 4, async (made, index) => {
    const photo = await renderReceipt(made, { png: index % 8 === 0 });
    const answer = await readReceiptInPool(photo, { timeLimitMs: 240_000 });
    if (!answer.ok) return { made, total: false, date: false, vendor: false, text: answer.kind };
    const read = parseReceiptText(answer.text, answer.confidence);
    return {
      made,
      total: read.totalMinor.value === made.known.totalMinor,
      date: read.date.value === made.known.date,
      vendor: squash(read.vendor.value) === squash(made.known.vendor),
      text: answer.text,
      read,
    };
  });
  const seconds = (performance.now() - started) / 1000;
  const share = (key: 'total' | 'date' | 'vendor') => results.filter((r) => r[key]).length / results.length;
  const misses = results.filter((r) => !r.total || !r.date || !r.vendor);
  console.log(
    `receipts: ${results.length} in ${seconds.toFixed(1)} s; total ${share('total')}, date ${share('date')}, ` +
      `vendor ${share('vendor')}`,
  );
  for (const miss of misses) {
    console.log(
      JSON.stringify({ look: miss.made.look, known: miss.made.known, read: miss.read }),
      '\n',
      miss.text,
    );
  }
  expect(share('total')).toBeGreaterThanOrEqual(0.9);
  expect(share('date')).toBeGreaterThanOrEqual(0.9);
  expect(share('vendor')).toBeGreaterThanOrEqual(0.8);
});
