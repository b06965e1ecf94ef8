// Loops over the rows of an export (a PDF summary, a spreadsheet or a CSV of 100,000 rows) run on the
// event loop. Rows come from the database a batch of hundreds at a time and are then written without
// waiting for anything, so without a pause every other request would wait for the whole batch (a PDF
// summary held the loop for over 400 ms per batch on a busy machine). A loop awaits `pause()` once per
// row: at once within a slice, and every SLICE_MS it lets the event loop run what is waiting first.
import { setImmediate as nextTurn } from 'node:timers/promises';

const SLICE_MS = 10;

export function timeSlices(sliceMs = SLICE_MS): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}
