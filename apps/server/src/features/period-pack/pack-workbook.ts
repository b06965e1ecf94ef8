// The period pack's spreadsheet (docs/decisions/0383-what-the-period-pack-holds.md): one workbook of
// several sheets written by exceljs' streaming WorkbookWriter, a row at a time as the rows are read, at
// the pace the ZIP takes it (exports/reader-pace.ts), so memory stays flat whatever the number of rows.
// Cells a spreadsheet would run as a formula are neutralised; money is a real number with two decimals.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { fromMinor } from '@tradebook/domain/money/money';
import type { ExportColumn } from '../../exports/export-writers';
import { neutralise } from '../../exports/formula-guard';
import { feedCaughtUp, type LibraryWritable } from '../../exports/reader-pace';
import { timeSlices } from '../../exports/time-slices';

export interface PackSheet<Row> {
  name: string;
  columns: ExportColumn<Row>[];
  /** Read only when the sheet is written: the sheets before it are finished by then. */
  rows: () => AsyncIterable<Row>;
}

/** The stream exceljs writes a sheet's XML to (its zip entry), as export-writers.ts reads it: not in
 * exceljs' types. When a version no longer has it, `out` is waited for instead. */
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

async function writeSheet<Row>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  spec: PackSheet<Row>,
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

export const packSheet =
  <Row>(spec: PackSheet<Row>): SheetWriter =>
  (workbook, out) =>
    writeSheet(workbook, spec, out);

/** An .xlsx stream of `sheets`, in order. */
export function workbookStream(sheets: SheetWriter[]): Readable {
  const out = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      // As export-writers.ts: archiver keeps 16 KB of the zipped file rather than 1 MB.
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
