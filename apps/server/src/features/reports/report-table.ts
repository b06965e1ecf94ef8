// A report as a table, the one shape its PDF and its spreadsheet are drawn from (docs/decisions/0376-reports.md):
// a title, the lines under it, columns, the rows (every page of the report, read a page at a time) and the
// totals under them. Money cells are cents.
import type { Readable } from 'node:stream';
import { formatMoney } from '@tradebook/domain/money/money';
import type { AppContext } from '../../app-context';
import { xlsxStream, type ExportColumn } from '../../exports/export-writers';

export interface ReportColumn<Row> {
  header: string;
  kind: 'text' | 'money' | 'number';
  /** A share of the PDF's width. */
  share: number;
  value: (row: Row) => string | number;
}

export interface ReportTable<Row> {
  title: string;
  filename: string;
  subtitle: string[];
  currencySymbol: string;
  columns: ReportColumn<Row>[];
  rows: AsyncIterable<Row>;
  totals: () => Array<{ label: string; minor: number }>;
}

/** Pounds and pence of an answer as cents. */
export const cents = (amount: number) => Math.round(amount * 100);

/** Every row of a paged report, a page of 100 at a time. */
export async function* everyRow<Row>(
  readPage: (page: number) => Promise<{ rows: Row[]; total_rows: number }>,
): AsyncGenerator<Row> {
  for (let page = 1; ; page += 1) {
    const answer = await readPage(page);
    yield* answer.rows;
    if (page * 100 >= answer.total_rows || answer.rows.length === 0) return;
  }
}

export function reportPdf<Row>(ctx: AppContext, table: ReportTable<Row>): Readable {
  return ctx.pdf.renderSummary({
    title: table.title,
    subtitle: table.subtitle,
    columns: table.columns.map((column) => ({
      header: column.header,
      width: column.share,
      align: column.kind === 'text' ? 'left' : 'right',
      value: (row: Row) => {
        const value = column.value(row);
        return column.kind === 'money' ? formatMoney(Number(value), table.currencySymbol) : String(value);
      },
    })),
    rows: table.rows,
    totals: () =>
      table
        .totals()
        .map((total) => ({ label: total.label, value: formatMoney(total.minor, table.currencySymbol) })),
  });
}

export function reportSpreadsheet<Row>(table: ReportTable<Row>): Readable {
  const columns: ExportColumn<Row>[] = table.columns.map((column) => ({
    header: column.header,
    kind: column.kind,
    value: column.value,
    width: column.kind === 'text' ? 30 : 14,
  }));
  return xlsxStream(table.title.slice(0, 31), columns, table.rows);
}
