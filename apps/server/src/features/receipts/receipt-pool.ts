// Receipts are read in worker threads of their own (piscina), never on the event loop
// (docs/decisions/0358, like the e-invoice reader of 0323): preparing a photo and OCR take a second or
// more of CPU each. Each read has a time limit counted from the moment a thread takes it (past it the
// thread, and the OCR engine it started, is ended and another started), each thread a capped heap, and
// the queue a length. Made at the first read, so a process that reads none starts no thread.
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { workerEntry } from '../../server-paths';
import type { ReceiptTask, ReceiptText } from './read-receipt-in-worker';
import {
  MAX_QUEUED_RECEIPTS,
  RECEIPT_THREAD_HEAP_MB,
  RECEIPT_THREADS,
  RECEIPT_TIME_LIMIT_MS,
} from './receipt-limits';

const WORKER_FILE = workerEntry('features/receipts/receipt-worker.mjs', 'receipt-worker');

let pool: Piscina | undefined;

function poolOf(): Piscina {
  pool ??= new Piscina({
    filename: WORKER_FILE,
    minThreads: RECEIPT_THREADS,
    maxThreads: RECEIPT_THREADS,
    // Below the event loop's priority: a request's answer goes first. The OCR engine's own thread is
    // started by this one and keeps its priority.
    niceIncrement: 10,
    idleTimeout: 120_000,
    maxQueue: MAX_QUEUED_RECEIPTS,
    resourceLimits: { maxOldGenerationSizeMb: RECEIPT_THREAD_HEAP_MB },
  });
  return pool;
}

export type PoolAnswer = ReceiptText | { ok: false; kind: 'busy' | 'too_slow' };

/** Reads `bytes` in a thread: the receipt's text, or why it was not read. */
export async function readReceiptInPool(
  bytes: Uint8Array,
  { timeLimitMs = RECEIPT_TIME_LIMIT_MS }: { timeLimitMs?: number } = {},
): Promise<PoolAnswer> {
  const threads = poolOf();
  if (threads.queueSize >= MAX_QUEUED_RECEIPTS) return { ok: false, kind: 'busy' };
  const { port1, port2 } = new MessageChannel();
  const stop = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  port1.once('message', () => {
    timer = setTimeout(() => stop.abort(), timeLimitMs);
  });
  const task: ReceiptTask = { bytes, started: port2 };
  try {
    return (await threads.run(task, { transferList: [port2], signal: stop.signal })) as ReceiptText;
  } catch (error) {
    if (stop.signal.aborted) return { ok: false, kind: 'too_slow' };
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
      return { ok: false, kind: 'too_slow' };
    throw error;
  } finally {
    clearTimeout(timer);
    port1.close();
  }
}

export async function closeReceiptPool(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.destroy();
}
