// A client's statement as a report table, for its export and its e-mail (docs/decisions/0376-reports.md).
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import type { getClientStatement } from './client-statement';
import { made, periodLine, type AnyTable } from './report-lines';
import { cents, everyRow, type ReportTable } from './report-table';

type Statement = Awaited<ReturnType<typeof getClientStatement>>;

export function statementTable(
  business: string,
  today: string,
  currencySymbol: string,
  first: Statement,
  readPage: (page: number) => Promise<Statement>,
): AnyTable {
  type Row = Statement['rows'][number];
  const words = { invoice: 'Invoice', credit_note: 'Credit note', payment: 'Payment', refund: 'Refund' };
  const table: ReportTable<Row> = {
    currencySymbol,
    title: `Statement: ${first.client_name}`,
    filename: `statement-${first.from}-to-${first.to}`,
    subtitle: [
      business,
      `${periodLine(first.from, first.to)} · opening balance ${first.opening_balance.toFixed(2)}`,
      made(today),
    ],
    columns: [
      { header: 'Date', kind: 'text', share: 0.16, value: (row) => formatCalendarDate(row.date) },
      { header: 'Type', kind: 'text', share: 0.18, value: (row) => words[row.type] },
      { header: 'Reference', kind: 'text', share: 0.26, value: (row) => row.reference },
      { header: 'Amount', kind: 'money', share: 0.2, value: (row) => cents(row.amount) },
      { header: 'Balance', kind: 'money', share: 0.2, value: (row) => cents(row.balance) },
    ],
    rows: everyRow(readPage),
    totals: () => [
      { label: 'Opening balance', minor: cents(first.opening_balance) },
      { label: 'Invoices', minor: cents(first.invoices) },
      { label: 'Payments', minor: cents(first.payments) },
      { label: 'Credit notes', minor: cents(first.credit_notes) },
      { label: 'Refunds', minor: cents(first.refunds) },
      { label: 'Closing balance', minor: cents(first.closing_balance) },
    ],
  };
  return table as unknown as AnyTable;
}
