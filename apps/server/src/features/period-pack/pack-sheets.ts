// The columns and rows of the period pack's expense CSV and of its VAT return and profit and loss sheets
// (docs/decisions/0383-what-the-period-pack-holds.md). Invoices and credit notes use their kinds' own
// export columns, as their list exports do.
import { expenseCategoryName } from '@tradebook/domain/expenses/expense-categories';
import { percentFromMilli } from '@tradebook/domain/money/percent';
import type { VatReturn } from '@tradebook/domain/tax/vat-return.schemas';
import type { ExportColumn } from '../../exports/export-writers';
import type { ExpenseRow } from '../expenses/expenses.repository';
import { currencyById } from '../lookups/currencies';

const reclaimableVat = (row: ExpenseRow) => (row.vat_reclaimable === 1 ? (row.tax_minor ?? 0) : 0);

export const EXPENSE_COLUMNS: ExportColumn<ExpenseRow>[] = [
  { header: 'Expense No', kind: 'text', value: (row) => row.expense_no, width: 14 },
  { header: 'Date', kind: 'text', value: (row) => row.expense_date, width: 12 },
  { header: 'Category', kind: 'text', value: (row) => expenseCategoryName(row.category_id) ?? '', width: 26 },
  { header: 'Vendor', kind: 'text', value: (row) => row.vendor, width: 28 },
  { header: 'Supplier Invoice No', kind: 'text', value: (row) => row.supplier_invoice_no, width: 18 },
  { header: 'Payment Method', kind: 'text', value: (row) => row.payment_type, width: 16 },
  { header: 'Currency', kind: 'text', value: (row) => currencyById(row.currency_id)?.code ?? '' },
  { header: 'Net', kind: 'money', value: (row) => row.net_minor ?? row.amount_minor },
  { header: 'VAT %', kind: 'number', value: (row) => percentFromMilli(row.vat_rate_milli) },
  { header: 'VAT', kind: 'money', value: (row) => row.tax_minor ?? 0 },
  { header: 'VAT Reclaimable', kind: 'money', value: reclaimableVat },
  { header: 'Amount', kind: 'money', value: (row) => row.amount_minor },
  { header: 'Notes', kind: 'text', value: (row) => row.notes, width: 40 },
];

/** A line of the VAT return sheet: a box, or output or input VAT at a rate. */
export interface VatLine {
  box: string;
  description: string;
  amountMinor: number;
}

export const VAT_COLUMNS: ExportColumn<VatLine>[] = [
  { header: 'Box', kind: 'text', value: (line) => line.box, width: 14 },
  { header: 'Description', kind: 'text', value: (line) => line.description, width: 60 },
  { header: 'Amount', kind: 'money', value: (line) => line.amountMinor, width: 16 },
];

const cents = (amount: number) => Math.round(amount * 100);

const BOX_NAMES: Array<[keyof VatReturn['boxes'], string]> = [
  ['box1', 'VAT due on sales and other outputs'],
  ['box2', 'VAT due on acquisitions from other EU member states'],
  ['box3', 'Total VAT due (box 1 + box 2)'],
  ['box4', 'VAT reclaimed on purchases and other inputs'],
  ['box5', 'Net VAT to pay or reclaim (box 3 - box 4)'],
  ['box6', 'Total value of sales excluding VAT'],
  ['box7', 'Total value of purchases excluding VAT'],
  ['box8', 'Total value of supplies of goods to EU member states excluding VAT'],
  ['box9', 'Total value of acquisitions from EU member states excluding VAT'],
];

/** The nine boxes, then output and input VAT by rate (net and VAT lines). */
export function vatLinesOf(vat: VatReturn): VatLine[] {
  const basis = vat.accounting_basis === 'cash' ? 'cash basis' : 'invoice basis';
  const lines: VatLine[] = BOX_NAMES.map(([key, description], index) => ({
    box: `Box ${index + 1}`,
    description: `${description} (${vat.currency_code}, ${basis}, ${vat.from} to ${vat.to})`,
    amountMinor: cents(vat.boxes[key]),
  }));
  for (const [side, rates] of [
    ['Output', vat.sales_by_rate],
    ['Input', vat.purchases_by_rate],
  ] as const) {
    for (const rate of rates) {
      const where = `${side} at ${rate.rate}% (${rate.count})`;
      lines.push({ box: side, description: `${where}: net`, amountMinor: cents(rate.net) });
      lines.push({ box: side, description: `${where}: VAT`, amountMinor: cents(rate.vat) });
    }
  }
  return lines;
}

/** A month of the profit and loss ('2026-04'), or the total. */
export interface PnlLine {
  month: string;
  /** Sales before VAT: issued invoices, less credit notes. */
  incomeMinor: number;
  /** Expenses before the VAT that can be reclaimed. */
  costsMinor: number;
}

export const PNL_COLUMNS: ExportColumn<PnlLine>[] = [
  { header: 'Month', kind: 'text', value: (line) => line.month, width: 12 },
  { header: 'Income', kind: 'money', value: (line) => line.incomeMinor, width: 16 },
  { header: 'Expenses', kind: 'money', value: (line) => line.costsMinor, width: 16 },
  { header: 'Profit', kind: 'money', value: (line) => line.incomeMinor - line.costsMinor, width: 16 },
];
