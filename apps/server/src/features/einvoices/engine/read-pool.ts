// Suppliers' files are read in worker threads of their own (piscina), not on the event loop
// (docs/decisions/0118, 0323): a PDF is parsed by pdf-lib and an XML file by fast-xml-parser, both in
// JavaScript, and a hostile file could make either work for seconds. Each read has a time limit counted
// from the moment a thread takes it (past it the thread is ended and another started), each thread a
// capped heap, and the queue a length (past it: 503). Made at the first read, so a process that reads
// none starts no thread.
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { workerEntry } from '../../../server-paths';
import { MAX_QUEUED_READS, READ_THREAD_HEAP_MB, READ_THREADS, READ_TIME_LIMIT_MS } from './read-limits';
import { READ_MESSAGES } from './read-messages';
import type { ReadAnswer, ReadTask } from './read-in-worker';

const WORKER_FILE = workerEntry('features/einvoices/engine/read-worker.mjs', 'read-worker');

let pool: Piscina | undefined;

function poolOf(): Piscina {
  pool ??= new Piscina({
    filename: WORKER_FILE,
    // Both threads start with the pool: a thread starting while reads are under way paused the event
    // loop once a run (docs/decisions/0323).
    minThreads: READ_THREADS,
    maxThreads: READ_THREADS,
    // Below the event loop's priority, like the PDF threads: a request's answer goes first.
    niceIncrement: 10,
    idleTimeout: 60_000,
    maxQueue: MAX_QUEUED_READS,
    resourceLimits: { maxOldGenerationSizeMb: READ_THREAD_HEAP_MB },
  });
  return pool;
}

const refused = (kind: 'too_large' | 'busy', message: string): ReadAnswer => ({ ok: false, kind, message });

/** Reads `bytes` in a thread: the parsed e-invoice, or why it was refused. */
export async function readInPool(
  bytes: Uint8Array,
  { timeLimitMs = READ_TIME_LIMIT_MS }: { timeLimitMs?: number } = {},
): Promise<ReadAnswer> {
  const threads = poolOf();
  // piscina refuses a task past maxQueue with a plain Error; asked first, it is a clear 503 instead.
  if (threads.queueSize >= MAX_QUEUED_READS) return refused('busy', READ_MESSAGES.busy);
  const { port1, port2 } = new MessageChannel();
  const stop = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  port1.once('message', () => {
    timer = setTimeout(() => stop.abort(), timeLimitMs);
  });
  const task: ReadTask = { bytes, started: port2 };
  try {
    return (await threads.run(task, { transferList: [port2], signal: stop.signal })) as ReadAnswer;
  } catch (error) {
    if (stop.signal.aborted) return refused('too_large', READ_MESSAGES.tooSlow);
    // The thread outgrew its heap: ended by Node, and replaced by piscina.
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return refused('too_large', READ_MESSAGES.unpackedTooLarge);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    port1.close();
  }
}

export async function closeReadPool(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.destroy();
}
