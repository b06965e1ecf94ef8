// An expense as the server answers it (ExpenseSchema) and a page of the expense list (ExpenseListPageSchema),
// for the screen tests.
import type { Expense, ExpenseListPage, ExpenseTotal } from '@tradebook/domain/expenses/expense.schemas';

export function expenseFixture(overrides: Partial<Expense> = {}): Expense {
  const id = overrides.id ?? 1;
  const attachments = overrides.attachments ?? [];
  return {
    id,
    expense_id: id,
    expense_no: `EXP-${String(id).padStart(6, '0')}`,
    expense_date: '2026-11-21',
    category_id: 4,
    category: 'Fuel',
    vendor: 'Shell Garage',
    payment_type: 'Card',
    notes: '',
    currency_id: 826,
    currency: '£',
    currency_code: 'GBP',
    amount: 45.5,
    supplier_invoice_no: '',
    exchange_rate: null,
    net: null,
    vat: null,
    vat_rate: 0,
    vat_reclaimable: false,
    file_name: attachments[0]?.filename ?? 'N/A',
    url: attachments.map((attachment) => attachment.url),
    is_image: attachments.length > 0 ? 'Y' : 'N',
    attachments,
    attachment_count: attachments.length,
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function receiptFixture(id: number) {
  return { id, filename: `receipt-${id}.jpg`, url: `http://localhost/files/receipt-${id}.jpg?sig=x` };
}

/** The list's answer: the page asked for of `rows` (10 a page) and the totals given. */
export function expensePage(
  rows: readonly Expense[],
  page: unknown = 1,
  totals: ExpenseTotal[] = [
    {
      currency_id: 826,
      currency: '£',
      currency_code: 'GBP',
      count: rows.length,
      amount: rows.reduce((sum, row) => sum + row.amount, 0),
    },
  ],
): ExpenseListPage {
  const current = Number(page) || 1;
  return {
    data: rows.slice((current - 1) * 10, current * 10),
    current_page: current,
    last_page: Math.max(1, Math.ceil(rows.length / 10)),
    per_page: 10,
    total: rows.length,
    totals,
  };
}
