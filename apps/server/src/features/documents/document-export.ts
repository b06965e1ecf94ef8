// Export files of a document list: CSV (csv-stringify), a spreadsheet (exceljs) and a ZIP of PDFs
// (yazl). Text cells that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
// return) are neutralised with a leading apostrophe in both the CSV and the spreadsheet (decisions.md,
// security rules); money columns are real numbers in the spreadsheet.
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import yazl from 'yazl';

export interface ExportColumn<Row> {
  header: string;
  /** 'money': a number of cents, written with two decimals; 'text' anything else. */
  kind: 'text' | 'money' | 'number';
  value: (row: Row) => string | number;
  width?: number;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cellText<Row>(column: ExportColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (column.kind === 'money') return (Number(value) / 100).toFixed(2);
  return String(value);
}

export function toCsv<Row>(columns: ExportColumn<Row>[], rows: Row[]): string {
  const records = rows.map((row) => columns.map((column) => cellText(column, row)));
  // escape_formulas neutralises = + - @ \t \r; the byte-order mark makes Excel read UTF-8 (£, €, accents).
  return stringify([columns.map((column) => column.header), ...records], {
    escape_formulas: true,
    bom: true,
    record_delimiter: 'windows',
  });
}

export async function toXlsx<Row>(
  sheetName: string,
  columns: ExportColumn<Row>[],
  rows: Row[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tradebook';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width ?? Math.max(12, column.header.length + 2),
    style: column.kind === 'money' ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      columns.map((column) => {
        const value = column.value(row);
        if (column.kind === 'money') return Number(value) / 100;
        if (column.kind === 'number') return Number(value);
        return neutralise(String(value));
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function toZip(files: Array<{ name: string; content: Buffer }>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const used = new Set<string>();
  for (const file of files) {
    let name = file.name;
    for (let copy = 2; used.has(name); copy += 1) name = file.name.replace(/(\.[^.]+)?$/, `-${copy}$1`);
    used.add(name);
    zip.addBuffer(file.content, name);
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
