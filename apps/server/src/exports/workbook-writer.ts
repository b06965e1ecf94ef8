// Spreadsheets (.xlsx) of one or more sheets, written by exceljs' streaming WorkbookWriter a row at a
// time as the rows are read, as fast as the reader takes the file (reader-pace.ts), so memory stays flat
// whatever the number of rows: a list's export is one sheet, the period pack's workbook several
// (docs/decisions/0383-what-the-period-pack-holds.md). Text cells a spreadsheet would run as a formula
// are neutralised (formula-guard.ts); money is a real number with two decimals.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { fromMinor } from '@tradebook/domain/money/money';
import type { ExportColumn } from './export-column';
import { neutralise } from './formula-guard';
import { feedCaughtUp, type LibraryWritable } from './reader-pace';
import { timeSlices } from './time-slices';

export interface SheetSpec<Row> {
  name: string;
  columns: ExportColumn<Row>[];
  /** Read only when the sheet is written: the sheets before it are finished by then. */
  rows: () => AsyncIterable<Row>;
}

/** The stream exceljs writes `sheet`'s XML to: the zip entry archiver made of it, once archiver has taken
 * the sheet up (undefined until then). exceljs writes to it in 64 KB pieces without waiting for any of
 * them to be taken (reader-pace.ts). Not in exceljs' types: the sheet's StreamBuf and its `pipes`. When
 * a version of exceljs no longer has them, `out` is waited for instead. */
function sheetFeed(sheet: ExcelJS.Worksheet, out: PassThrough): LibraryWritable | undefined {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  return Array.isArray(pipes) ? (pipes[0] as LibraryWritable | undefined) : out;
}

function cellOf<Row>(column: ExportColumn<Row>, row: Row): string | number {
  const value = column.value(row);
  if (column.kind === 'money') return fromMinor(Number(value));
  if (column.kind === 'number') return Number(value);
  return neutralise(String(value));
}

/** Writes one sheet; false when the reader went away (the file is then left unfinished). */
async function writeSheet<Row>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  spec: SheetSpec<Row>,
  out: PassThrough,
): Promise<boolean> {
  const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((column) => ({
    header: column.header,
    width: column.width ?? Math.max(12, column.header.length + 2),
    style: column.kind === 'money' ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const pause = timeSlices();
  for await (const row of spec.rows()) {
    await pause();
    sheet.addRow(spec.columns.map((column) => cellOf(column, row))).commit();
    if (!(await feedCaughtUp(sheetFeed(sheet, out), out))) return false;
  }
  sheet.commit();
  return true;
}

/** A sheet ready to be written, whatever the type of its rows. */
export type SheetWriter = (
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  out: PassThrough,
) => Promise<boolean>;

export const sheetOf =
  <Row>(spec: SheetSpec<Row>): SheetWriter =>
  (workbook, out) =>
    writeSheet(workbook, spec, out);

/** An .xlsx stream of `sheets`, in order. */
export function workbookStream(sheets: SheetWriter[]): Readable {
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
    for (const sheet of sheets) {
      if (!(await sheet(workbook, out))) return;
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
