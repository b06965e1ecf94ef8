// The one reader of imported files (docs/decisions/0337): a CSV (UTF-8, or Windows-1252 when it is not
// UTF-8; comma, semicolon or tab) or the first sheet of an XLSX becomes a header and rows of text, each
// row with its number in the file. Every cell is text as typed: nothing is evaluated, so a cell that
// looks like a formula is kept as that text (an XLSX formula cell gives the value the file saved).
// Wrong or hostile files are refused before much work: 415 for what is no CSV or XLSX, 413 past the
// size, 422 past the rows or columns, or for a row too long.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@tradebook/domain/imports/imports.schemas';
import { AppError } from '../../app-error';
import { isUploadedFile } from '../../uploaded-file';
import { checkZip, ZipRefused } from './zip-guard';

export interface ImportRow {
  /** The row's number in the file; the header is row 1. */
  line: number;
  cells: string[];
}

export interface ImportTable {
  columns: string[];
  rows: ImportRow[];
}

/** A CSV record longer than this is refused (a 5 MB file of one line): no row of a client or an item
 * comes near it. */
const MAX_RECORD_CHARS = 64 * 1024;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** PDF, PNG, JPEG, GIF, the old binary .xls/.doc, gzip. */
const BINARY_MAGICS = [
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x1f, 0x8b],
];

const startsWith = (data: Buffer, magic: number[]) => magic.every((byte, index) => data[index] === byte);

const refuseType = () => new AppError('unsupported_media_type', IMPORT_MESSAGES.fileType);

export async function readImportTable(file: unknown): Promise<ImportTable> {
  if (!isUploadedFile(file)) throw new AppError('validation', [IMPORT_MESSAGES.fileRequired]);
  const { data } = file;
  if (data.length > IMPORT_LIMITS.bytes)
    throw new AppError('payload_too_large', IMPORT_MESSAGES.fileTooLarge);
  if (data.length === 0) throw new AppError('validation', [IMPORT_MESSAGES.noRows]);
  if (startsWith(data, ZIP_MAGIC)) return tableOf(await readXlsx(data));
  if (BINARY_MAGICS.some((magic) => startsWith(data, magic)) || data.includes(0)) throw refuseType();
  return tableOf(readCsv(decodeText(data)));
}

function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

/** The separator the header line uses most: comma, semicolon (Excel in much of Europe) or tab. */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((separator) => ({ separator, n: firstLine.split(separator).length }));
  return counts.reduce((best, next) => (next.n > best.n ? next : best)).separator;
}

function readCsv(text: string): string[][] {
  try {
    return parse(text, {
      delimiter: separatorOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: MAX_RECORD_CHARS,
    }) as string[][];
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'CSV_MAX_RECORD_SIZE') throw new AppError('validation', [IMPORT_MESSAGES.lineTooLong]);
    throw new AppError('validation', [IMPORT_MESSAGES.unreadable]);
  }
}

async function readXlsx(data: Buffer): Promise<string[][]> {
  let names: Set<string>;
  try {
    names = checkZip(data);
  } catch (error) {
    if (error instanceof ZipRefused && error.reason === 'too large') {
      throw new AppError('payload_too_large', IMPORT_MESSAGES.fileTooLarge);
    }
    throw refuseType();
  }
  if (!names.has('xl/workbook.xml')) throw refuseType();
  const rows: string[][] = [];
  let filled = 0;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'emit',
    });
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        // Sheets skip empty rows: the gap is kept so every row keeps its number.
        while (rows.length < row.number - 1) rows.push([]);
        const values = row.values as unknown[];
        if (values.length - 1 > IMPORT_LIMITS.columns || row.number > IMPORT_LIMITS.rows * 10) {
          throw new AppError('validation', [IMPORT_MESSAGES.tooManyColumns]);
        }
        rows.push(values.slice(1).map(cellText));
        // The header and one row too many are enough to refuse a longer sheet.
        filled += 1;
        if (filled > IMPORT_LIMITS.rows + 1) break;
      }
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('validation', [IMPORT_MESSAGES.unreadable]);
  }
  return rows;
}

/** A cell as the text a person sees (dates as YYYY-MM-DD); a formula gives its saved value, or its own
 * text when none was saved. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as Record<string, unknown>;
    if (Array.isArray(cell.richText)) {
      return (cell.richText as { text?: string }[]).map((part) => part.text ?? '').join('');
    }
    if ('text' in cell) return cellText(cell.text);
    if ('result' in cell && cell.result !== undefined) return cellText(cell.result);
    if (typeof cell.formula === 'string') return `=${cell.formula}`;
    if (typeof cell.sharedFormula === 'string') return `=${cell.sharedFormula}`;
  }
  return '';
}

/** The header and the non-empty rows under it, each as wide as the header; trailing blank columns of
 * the header are dropped. */
function tableOf(records: string[][]): ImportTable {
  const [header = [], ...rest] = records;
  const columns = header.map((cell) => cell.trim());
  while (columns.length > 0 && columns[columns.length - 1] === '') columns.pop();
  if (columns.length === 0) throw new AppError('validation', [IMPORT_MESSAGES.noRows]);
  if (columns.length > IMPORT_LIMITS.columns)
    throw new AppError('validation', [IMPORT_MESSAGES.tooManyColumns]);
  const rows: ImportRow[] = [];
  rest.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    rows.push({ line: index + 2, cells: columns.map((_, column) => record[column] ?? '') });
  });
  if (rows.length === 0) throw new AppError('validation', [IMPORT_MESSAGES.noRows]);
  if (rows.length > IMPORT_LIMITS.rows) throw new AppError('validation', [IMPORT_MESSAGES.tooManyRows]);
  return { columns, rows };
}
