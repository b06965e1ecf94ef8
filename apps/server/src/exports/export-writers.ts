// Export files of a list, written as streams from rows that arrive a batch at a time, so memory stays
// flat whatever the number of records: CSV (csv-stringify), a spreadsheet (exceljs' streaming writer)
// and a ZIP of files (fflate: PDFs and images stored as they are made, text compressed). Text cells that a spreadsheet would run
// as a formula are neutralised in the CSV and the spreadsheet (formula-guard.ts); money and number
// columns are our own figures, real numbers in the spreadsheet.
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { CSV_OPTIONS, neutralise } from './formula-guard';
import { timeSlices } from './time-slices';
import { minorToText } from '@tradebook/domain/money/money';
import type { ExportColumn } from './export-column';
import { sheetOf, workbookStream } from './workbook-writer';

export type { ExportColumn } from './export-column';

function cellText<Row>(column: ExportColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (column.kind === 'money') return minorToText(Number(value));
  if (column.kind === 'number') return String(value);
  return neutralise(String(value));
}

/** A CSV stream: the header row, then one record per row as the rows come. */
export function csvStream<Row>(columns: ExportColumn<Row>[], rows: AsyncIterable<Row>): Readable {
  async function* records() {
    yield columns.map((column) => neutralise(column.header));
    const pause = timeSlices();
    for await (const row of rows) {
      await pause();
      yield columns.map((column) => cellText(column, row));
    }
  }
  const csv = stringify(CSV_OPTIONS);
  pipeline(Readable.from(records()), csv, () => undefined);
  return csv;
}

/** An .xlsx stream of one sheet (workbook-writer.ts): exceljs writes each row to the file as soon as it is
 * committed, as fast as the reader takes the file. */
export function xlsxStream<Row>(
  sheetName: string,
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
): Readable {
  return workbookStream([sheetOf({ name: sheetName, columns, rows: () => rows })]);
}

/** A file of a ZIP: its bytes at once, or (a CSV summary) as chunks that are written as they come. */
export interface ZipFile {
  name: string;
  content: Buffer | AsyncIterable<Uint8Array | string>;
  /** Compress it (text); images and PDFs are compressed already and are stored as they are. */
  deflate?: boolean;
}

/** A ZIP stream of files made one at a time. Two files of the same name get -2, -3... */
export function zipStream(files: AsyncIterable<ZipFile>): Readable {
  async function* chunks(): AsyncGenerator<Uint8Array> {
    const ready: Uint8Array[] = [];
    let failure = null as Error | null;
    let finished = false;
    const zip = new Zip((error, chunk, final) => {
      if (error) failure = error;
      ready.push(chunk);
      if (final) finished = true;
    });
    const used = new Set<string>();
    for await (const file of files) {
      let name = file.name;
      for (let copy = 2; used.has(name); copy += 1) name = file.name.replace(/(\.[^.]+)?$/, `-${copy}$1`);
      used.add(name);
      const entry = file.deflate ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(entry);
      if (Buffer.isBuffer(file.content)) {
        entry.push(file.content, true);
      } else {
        for await (const chunk of file.content) {
          entry.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
          if (failure) throw failure;
          yield* ready.splice(0);
        }
        entry.push(new Uint8Array(0), true);
      }
      if (failure) throw failure;
      yield* ready.splice(0);
    }
    zip.end();
    if (failure) throw failure;
    yield* ready.splice(0);
    if (!finished) throw new Error('The ZIP file was not completed.');
  }
  // Bytes, not objects, bound what is made ahead of the reader: by default Readable.from keeps 16 chunks,
  // which may be 16 whole receipts or PDFs.
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 });
}
