// Export files of a list, written as streams from rows that arrive a batch at a time, so memory stays
// flat whatever the number of records: CSV (csv-stringify), a spreadsheet (exceljs' streaming writer)
// and a ZIP of files (fflate: PDFs and images stored as they are made, text compressed). Text cells that a spreadsheet would run
// as a formula are neutralised in the CSV and the spreadsheet (formula-guard.ts); money and number
// columns are our own figures, real numbers in the spreadsheet.
import { PassThrough, Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { CSV_OPTIONS, neutralise } from './formula-guard';
import { feedCaughtUp, type LibraryWritable } from './reader-pace';
import { timeSlices } from './time-slices';
import { fromMinor, minorToText } from '@tradebook/domain/money/money';

export interface ExportColumn<Row> {
  header: string;
  /** 'money': a number of cents, written with two decimals; 'number' a plain number; 'text' the rest. */
  kind: 'text' | 'money' | 'number';
  value: (row: Row) => string | number;
  width?: number;
}

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

/** The stream exceljs writes `sheet`'s XML to: the zip entry archiver made of it, once archiver has taken
 * the sheet up (undefined until then). exceljs writes to it in 64 KB pieces without waiting for any of
 * them to be taken (reader-pace.ts). Not in exceljs' types: the sheet's StreamBuf and its `pipes`. When
 * a version of exceljs no longer has them, `out` is waited for instead. */
function sheetFeed(sheet: ExcelJS.Worksheet, out: PassThrough): LibraryWritable | undefined {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  return Array.isArray(pipes) ? (pipes[0] as LibraryWritable | undefined) : out;
}

/** An .xlsx stream: exceljs writes each row to the file as soon as it is committed, as fast as the
 * reader takes the file. */
export function xlsxStream<Row>(
  sheetName: string,
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
): Readable {
  const out = new PassThrough();
  const write = async () => {
    // archiver keeps up to 1 MB of the zipped file by default (a 20,000-row sheet): 16 KB, as Node's
    // streams do. highWaterMark is one of archiver's options, not in exceljs' type of them.
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      zip: { highWaterMark: 16 * 1024 } as ExcelJS.stream.xlsx.WorkbookStreamWriterOptions['zip'],
    });
    workbook.creator = 'Tradebook';
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({
      header: column.header,
      width: column.width ?? Math.max(12, column.header.length + 2),
      style: column.kind === 'money' ? { numFmt: '#,##0.00' } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const pause = timeSlices();
    for await (const row of rows) {
      await pause();
      sheet
        .addRow(
          columns.map((column) => {
            const value = column.value(row);
            if (column.kind === 'money') return fromMinor(Number(value));
            if (column.kind === 'number') return Number(value);
            return neutralise(String(value));
          }),
        )
        .commit();
      if (!(await feedCaughtUp(sheetFeed(sheet, out), out))) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
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
