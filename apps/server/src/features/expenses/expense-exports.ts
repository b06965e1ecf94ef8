// The expense exports (docs/reference/expenses.md 'Calls'): generate_pdf (a report: the table of expenses,
// then totals per currency and per category within it), export_expense (a spreadsheet) and create_zip (the
// receipts named by expense number, with a CSV summary). Each reads the matching expenses in batches in the
// list's order and writes as it reads, so memory stays flat whatever the number of expenses or receipts.
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import { expenseCategoryName } from '@tradebook/domain/expenses/expense-categories';
import type { ExpenseFilters } from '@tradebook/domain/expenses/list-expenses.schemas';
import { rateMicroToText } from '@tradebook/domain/money/exchange-rate';
import { formatMoney } from '@tradebook/domain/money/money';
import type { Readable } from 'node:stream';
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import type { AppContext } from '../../app-context';
import { findBusinessFacts } from '../accounts/user-profiles.repository';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import {
  csvStream,
  xlsxStream,
  zipStream,
  type ExportColumn,
  type ZipFile,
} from '../../exports/export-writers';
import type { SummaryColumn } from '../../pdf/render-summary';
import { currencyById } from '../lookups/currencies';
import { countReceiptsUpTo, expenseRowBatches } from './expense-list.repository';
import { listReceipts, type ExpenseRow } from './expenses.repository';

/** Rows read per query while exporting. */
const EXPORT_BATCH = 500;

const categoryOf = (row: ExpenseRow) => expenseCategoryName(row.category_id) ?? '';
const currencyCode = (row: ExpenseRow) => currencyById(row.currency_id)?.code ?? String(row.currency_id);
const money = (row: ExpenseRow, minor: number) =>
  formatMoney(minor, currencyById(row.currency_id)?.symbol ?? '');

/** The kept rate as exact text ('0.793457'); blank in the business's currency. */
const rateText = (row: ExpenseRow) =>
  row.exchange_rate_micro == null ? '' : rateMicroToText(Number(row.exchange_rate_micro));

const EXPORT_COLUMNS: ExportColumn<ExpenseRow>[] = [
  { header: 'Expense No', kind: 'text', value: (row) => row.expense_no, width: 14 },
  { header: 'Date', kind: 'text', value: (row) => row.expense_date, width: 12 },
  { header: 'Category', kind: 'text', value: categoryOf, width: 26 },
  { header: 'Vendor', kind: 'text', value: (row) => row.vendor, width: 28 },
  { header: 'Payment Method', kind: 'text', value: (row) => row.payment_type, width: 16 },
  { header: 'Currency', kind: 'text', value: currencyCode, width: 10 },
  { header: 'Amount', kind: 'money', value: (row) => row.amount_minor, width: 14 },
  { header: 'Notes', kind: 'text', value: (row) => row.notes, width: 40 },
  // Last, so that columns read by position before it stay put (docs/decisions/0395).
  { header: 'Exchange Rate', kind: 'text', value: rateText, width: 14 },
];

const REPORT_COLUMNS: SummaryColumn<ExpenseRow>[] = [
  { header: 'Expense No', width: 0.1, value: (row) => row.expense_no },
  { header: 'Date', width: 0.1, value: (row) => formatCalendarDate(row.expense_date) },
  { header: 'Category', width: 0.17, value: categoryOf },
  { header: 'Vendor', width: 0.2, value: (row) => row.vendor },
  { header: 'Payment Method', width: 0.12, value: (row) => row.payment_type },
  { header: 'Notes', width: 0.19, value: (row) => row.notes.replace(/\s+/g, ' ') },
  { header: 'Amount', width: 0.12, align: 'right', value: (row) => money(row, row.amount_minor) },
];

async function* expenseRows(ctx: AppContext, owner: OwnerId, filters: ExpenseFilters) {
  for await (const batch of expenseRowBatches(ctx.db, owner, filters, EXPORT_BATCH)) yield* batch;
}

/** '-2026-06-01-to-2026-11-25' when the export has a date range. */
export function exportFilename(filters: ExpenseFilters, extension: string): string {
  const range = filters.from || filters.to ? `-${filters.from ?? 'start'}-to-${filters.to ?? 'today'}` : '';
  return `expenses${range}.${extension}`;
}

/** export_expense: the spreadsheet. */
export function expenseSpreadsheet(ctx: AppContext, owner: OwnerId, filters: ExpenseFilters): Readable {
  return xlsxStream('Expenses', EXPORT_COLUMNS, expenseRows(ctx, owner, filters));
}

/** Amounts added up per currency and, within it, per category, as rows stream past. */
function reportTotals() {
  const byCurrency = new Map<number, { count: number; minor: number; byCategory: Map<number, number> }>();
  return {
    add(row: ExpenseRow) {
      const totals = byCurrency.get(row.currency_id) ?? { count: 0, minor: 0, byCategory: new Map() };
      totals.count += 1;
      totals.minor += row.amount_minor;
      totals.byCategory.set(
        row.category_id,
        (totals.byCategory.get(row.category_id) ?? 0) + row.amount_minor,
      );
      byCurrency.set(row.currency_id, totals);
    },
    lines(): Array<{ label: string; value: string }> {
      if (byCurrency.size === 0) return [{ label: 'Total', value: 'no expenses match these filters' }];
      return [...byCurrency.entries()].flatMap(([currencyId, totals]) => {
        const currency = currencyById(currencyId);
        const code = currency?.code ?? String(currencyId);
        const format = (minor: number) => formatMoney(minor, currency?.symbol ?? '');
        const categories = [...totals.byCategory.entries()]
          .sort(([a], [b]) => (expenseCategoryName(a) ?? '').localeCompare(expenseCategoryName(b) ?? ''))
          .map(([categoryId, minor]) => ({
            label: `${expenseCategoryName(categoryId) ?? 'Other'} (${code})`,
            value: format(minor),
          }));
        return [...categories, { label: `Total (${code}, ${totals.count})`, value: format(totals.minor) }];
      });
    },
  };
}

function reportSubtitle(business: string, filters: ExpenseFilters, today: string): string[] {
  const to = formatCalendarDate(filters.to ?? today);
  const range = filters.from ? `Dated ${formatCalendarDate(filters.from)} to ${to}` : `Dated up to ${to}`;
  const parts = [range];
  if (filters.categoryId !== null) parts.push(`category: ${expenseCategoryName(filters.categoryId) ?? '?'}`);
  if (filters.currencyId !== null) parts.push(`currency: ${currencyById(filters.currencyId)?.code ?? '?'}`);
  if (filters.paymentMethod !== null) parts.push(`paid by: ${filters.paymentMethod}`);
  if (filters.search.trim()) parts.push(`matching "${filters.search.trim()}"`);
  return [business, parts.join(' · '), `Made on ${formatCalendarDate(today)}.`];
}

async function businessName(ctx: AppContext, owner: OwnerId): Promise<string> {
  const row = await findBusinessFacts(ctx.db, owner);
  return row.company_name?.trim() || row.fullname;
}

/** generate_pdf: the report. */
export async function expenseReport(
  ctx: AppContext,
  owner: OwnerId,
  filters: ExpenseFilters,
): Promise<Readable> {
  const totals = reportTotals();
  async function* rows() {
    for await (const row of expenseRows(ctx, owner, filters)) {
      totals.add(row);
      yield row;
    }
  }
  return ctx.pdf.renderSummary({
    title: 'Expenses',
    subtitle: reportSubtitle(await businessName(ctx, owner), filters, calendarDateOf(ctx.now())),
    columns: REPORT_COLUMNS,
    rows: rows(),
    totals: () => totals.lines(),
  });
}

/** The receipts of the matching expenses, a batch of expenses at a time: EXP-000001.jpg, EXP-000001-2.jpg. */
async function* receiptFiles(
  ctx: AppContext,
  owner: OwnerId,
  filters: ExpenseFilters,
): AsyncGenerator<ZipFile> {
  for await (const batch of expenseRowBatches(ctx.db, owner, filters, EXPORT_BATCH)) {
    const numbers = new Map(batch.map((row) => [row.id, row.expense_no]));
    const position = new Map(batch.map((row, index) => [row.id, index]));
    // listReceipts answers them by expense id; the ZIP keeps the CSV's order (the list's, either way).
    const receipts = (await listReceipts(ctx.db, owner, [...numbers.keys()])).sort(
      (a, b) => (position.get(a.expense_id) ?? 0) - (position.get(b.expense_id) ?? 0) || a.id - b.id,
    );
    for (const receipt of receipts) {
      const content = await ctx.files.read(owner, receipt.filename);
      // A file lost from the disk is left out rather than failing the whole ZIP.
      if (content) yield { name: `${numbers.get(receipt.expense_id) ?? 'receipt'}.jpg`, content };
    }
  }
}

/** A ZIP of receipts holds at most this many (up to 10 GB of images; docs/decisions/0118). */
export const MAX_ZIP_RECEIPTS = 5000;
export const RECEIPT_ZIP_TOO_LARGE_MESSAGE = 'Narrow the filters: a ZIP holds at most 5,000 receipts.';

/** Refuses (422) a ZIP of more receipts than it may hold. */
export async function requireReceiptZipSize(
  ctx: AppContext,
  owner: OwnerId,
  filters: ExpenseFilters,
): Promise<void> {
  if ((await countReceiptsUpTo(ctx.db, owner, filters, MAX_ZIP_RECEIPTS + 1)) > MAX_ZIP_RECEIPTS) {
    throw new AppError('validation', RECEIPT_ZIP_TOO_LARGE_MESSAGE);
  }
}

/** create_zip's file: expenses.csv first (the summary, streamed into the ZIP), then every receipt. */
export function expenseZip(ctx: AppContext, owner: OwnerId, filters: ExpenseFilters): Readable {
  async function* files(): AsyncGenerator<ZipFile> {
    yield {
      name: 'expenses.csv',
      deflate: true,
      content: csvStream(EXPORT_COLUMNS, expenseRows(ctx, owner, filters)),
    };
    yield* receiptFiles(ctx, owner, filters);
  }
  return zipStream(files());
}
