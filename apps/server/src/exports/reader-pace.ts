// Export files are written at the pace their reader takes them, so a file of any size holds a few
// buffers' worth of memory, never the whole file (docs/reference/api.md 'Lists answer one page'; the stream
// tests of the exports measure it).
//
// Waiting for `out` to drain is not enough on its own when a writer buffers inside a library before
// `out`: pdfkit keeps finished pages in its own readable buffer until the pipe moves them on, and
// exceljs hands a sheet to its zip without waiting. Those moves happen on later turns of the event loop,
// and rows read from SQLite arrive without one (better-sqlite3 answers synchronously), so a loop that
// only looked at `out` would write the whole file into those buffers before `out` ever filled.
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/** A stream of a library that may predate writableNeedDrain (readable-stream 2, inside archiver). */
export type LibraryWritable = NodeJS.EventEmitter & {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
};

const needsDrain = (stream: LibraryWritable) =>
  stream.writableNeedDrain ?? stream._writableState?.needDrain ?? false;

/** Resolves once `stream` drains (true), or with false when `out` closes first (the reader went away). */
async function drained(stream: LibraryWritable, out: Readable): Promise<boolean> {
  const settled = new AbortController();
  try {
    return await Promise.race([
      once(stream, 'drain', { signal: settled.signal }).then(() => true),
      once(out, 'close', { signal: settled.signal }).then(() => false),
    ]);
  } finally {
    settled.abort();
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Waits until the writer may go on: `buffer` (a library's readable side, piped into `out`) is under its
 * high-water mark and `out` takes more. Answers false when the reader went away (stop writing).
 */
export async function readerCaughtUp(out: Readable & Writable, buffer?: Readable): Promise<boolean> {
  for (;;) {
    if (out.destroyed) return false;
    if (out.writableNeedDrain) {
      if (!(await drained(out, out))) return false;
    } else if (buffer && buffer.readableLength >= buffer.readableHighWaterMark) {
      // The pipe moves the buffer on to `out` on a later turn (or `out` fills and is waited for above).
      await nextTurn();
    } else {
      return true;
    }
  }
}

/**
 * Waits until `feed`, a stream a library writes to without waiting (exceljs's sheet into its zip),
 * drains, or gives the event loop a turn when there is none yet. Answers false when the reader of `out`
 * went away.
 */
export async function feedCaughtUp(feed: LibraryWritable | undefined, out: Readable): Promise<boolean> {
  if (out.destroyed) return false;
  if (!feed) await nextTurn();
  else if (needsDrain(feed)) return drained(feed, out);
  return !out.destroyed;
}
