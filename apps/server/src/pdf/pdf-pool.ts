// Documents are drawn in a small pool of worker threads (piscina), not on the event loop: a quotation of
// 500 lines takes a few hundred milliseconds of CPU, a ZIP export draws hundreds of PDFs, and while the main
// thread draws, every other request of every user waits (docs/decisions/0118). The pool is one per process
// (sized by PDF_THREADS, config.ts) and is made at the first PDF, so a process (or a test file) that draws none starts no thread; idle
// threads do not keep the process alive. Tasks queue in the order they came: a ZIP asks for one PDF at a
// time, so it takes one thread and never starves a single PDF behind hundreds of its own.
import { Piscina } from 'piscina';
import { AppError } from '../app-error';
import { workerEntry } from '../server-paths';
import type { DocumentPdfModel } from './document-model';

const WORKER_FILE = workerEntry('pdf/pdf-worker.mjs', 'pdf-worker');

const NICE_INCREMENT = 10;
/** PDFs waiting for a thread, at most. Each request waits for one PDF at a time (a ZIP too), so this is
 * about the number of requests drawing at once: far above a busy small business, low enough that a flood
 * is told to come back rather than held in memory with its sockets open until they time out. */
export const MAX_QUEUED_PDFS = 256;
export const PDF_BUSY_MESSAGE = 'The server is busy drawing documents. Please try again in a minute.';

const pools = new Map<string, Piscina>();

function poolOf(threads: number, maxQueue: number): Piscina {
  const key = `${threads}/${maxQueue}`;
  let pool = pools.get(key);
  if (!pool) {
    // Threads stay once started (minThreads): starting one loads pdfkit, the fonts and tsx, which costs
    // far more than a PDF. They run at a lower priority than the event loop (nice +10, through piscina's
    // optional @napi-rs/nice; without it, at the same priority): when cores are scarce, a request's answer
    // goes before the next page of a PDF.
    pool = new Piscina({
      filename: WORKER_FILE,
      minThreads: threads,
      maxThreads: threads,
      niceIncrement: NICE_INCREMENT,
      maxQueue,
    });
    pools.set(key, pool);
  }
  return pool;
}

/** What /metrics reports of the pool (metrics/metrics.ts); times in seconds, over the PDFs drawn so far. */
export interface PdfPoolStats {
  threads: number;
  queued: number;
  completed: number;
  /** Drawing time and time waiting for a thread, by quantile (0.5, 0.9, 0.99). */
  runSeconds: Record<string, number>;
  waitSeconds: Record<string, number>;
}

export interface PdfPool {
  render(model: DocumentPdfModel): Promise<Buffer>;
  /** Read at scrape time; all zero before the first PDF starts the pool. */
  stats(): PdfPoolStats;
  /** Starts the threads now, so the first user's PDF does not wait for them. */
  start(): void;
  close(): Promise<void>;
}

export function pdfPool(threads: number, maxQueue = MAX_QUEUED_PDFS): PdfPool {
  return {
    async render(model) {
      // The model is plain data (text, numbers and the logo's bytes): it is copied to the thread as is.
      const pool = poolOf(threads, maxQueue);
      // piscina refuses a task past maxQueue with a plain Error; asked first, it is a clear 503 instead.
      if (pool.queueSize >= maxQueue) throw new AppError('unavailable', PDF_BUSY_MESSAGE);
      const bytes = (await pool.run(model)) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    start() {
      poolOf(threads, maxQueue);
    },
    stats() {
      const pool = pools.get(`${threads}/${maxQueue}`);
      if (!pool) return { threads: 0, queued: 0, completed: 0, runSeconds: {}, waitSeconds: {} };
      const { runTime, waitTime } = pool.histogram;
      // piscina keeps its timings in milliseconds.
      const quantiles = (summary: typeof runTime) => ({
        '0.5': summary.p50 / 1000,
        '0.9': summary.p90 / 1000,
        '0.99': summary.p99 / 1000,
      });
      return {
        threads: pool.threads.length,
        queued: pool.queueSize,
        completed: pool.completed,
        runSeconds: quantiles(runTime),
        waitSeconds: quantiles(waitTime),
      };
    },
    async close() {
      const key = `${threads}/${maxQueue}`;
      const pool = pools.get(key);
      pools.delete(key);
      await pool?.destroy();
    },
  };
}
