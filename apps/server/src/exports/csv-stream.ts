// CSV files written while their rows are read (docs/decisions/0106-catalogue-lists-page.md): memory
// stays flat whatever the number of rows, because a batch is read only when the reader has taken the
// one before (Readable.from pulls the generator as the reply drains).
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { CSV_OPTIONS, neutralise } from './formula-guard';

/** A CSV file of `header`, then one record per row of `batches`: cells a spreadsheet would run as a
 * formula neutralised (formula-guard.ts), a UTF-8 byte-order mark so Excel reads accents
 * and currency symbols, CRLF lines. The first batch is read before the file starts, so a failure there
 * still answers an error envelope; a later failure ends the download early. */
export async function csvStream<T>(
  header: readonly string[],
  batches: AsyncGenerator<T[]>,
  toRecord: (row: T) => string[],
): Promise<Readable> {
  const first = await batches.next();
  async function* records() {
    yield header.map(neutralise);
    if (first.done) return;
    for (const row of first.value) yield toRecord(row).map(neutralise);
    for await (const batch of batches) {
      for (const row of batch) yield toRecord(row).map(neutralise);
    }
  }
  const csv = stringify(CSV_OPTIONS);
  // The reply reports a failure of the stream it sends; a reader who leaves early only stops the reading.
  pipeline(Readable.from(records()), csv, () => {});
  return csv;
}
