// Four expenses of one owner, made through create_expense with their receipts, for the expense export
// tests (expense-exports.test.ts: the spreadsheet and the PDF report; expense-zip.test.ts: the ZIP of
// receipts). One vendor is a spreadsheet formula; two currencies; one expense has two receipts.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Auth } from './api-calls';
import { createExpense, receiptPhoto } from './expense-factories';
import { signedInUser } from './factories';

export const FORMULA_VENDOR = '=HYPERLINK("http://evil.example","click")';

/** Newest first, as every export lists them. */
export const EXPORTED = [
  {
    expense_no: 'EXP-000004',
    expense_date: '2026-07-20',
    category: 'Fuel',
    vendor: 'Station Garage',
    payment_type: 'Cash',
    currency: 'GBP',
    amount: 45.1,
    notes: 'Van, full tank',
  },
  {
    expense_no: 'EXP-000003',
    expense_date: '2026-07-01',
    category: 'Office supplies',
    vendor: FORMULA_VENDOR,
    payment_type: 'Cash',
    currency: 'GBP',
    amount: 7.45,
    notes: '-5% for cash',
  },
  {
    expense_no: 'EXP-000002',
    expense_date: '2026-06-15',
    category: 'Travel',
    vendor: 'Hôtel du Lac',
    payment_type: 'Card',
    currency: 'EUR',
    exchange_rate: '0.86',
    amount: 120,
    notes: '',
  },
  {
    expense_no: 'EXP-000001',
    expense_date: '2026-06-01',
    category: 'Travel',
    vendor: 'Rail Tickets Ltd',
    payment_type: 'Card',
    currency: 'GBP',
    amount: 23.2,
    notes: 'Return to Leeds',
  },
] as const;

const IDS = { Fuel: '4', 'Office supplies': '8', Travel: '17' } as const;
const CURRENCIES = { GBP: '826', EUR: '978' } as const;
/** Receipts each expense is made with, by number. */
const RECEIPTS: Record<string, number> = { 'EXP-000001': 2, 'EXP-000002': 1, 'EXP-000004': 1 };

export interface ExportSeed {
  auth: Auth;
  /** The stored receipts of each expense, by number: their signed links, in the order they were added. */
  receiptLinks: Record<string, string[]>;
}

/** The owner with the four expenses of EXPORTED, made oldest first. */
export async function seedExportedExpenses(app: FastifyInstance): Promise<ExportSeed> {
  const { auth } = await signedInUser(app);
  const receiptLinks: Record<string, string[]> = {};
  for (const expense of [...EXPORTED].reverse()) {
    const photos = [];
    for (let n = 0; n < (RECEIPTS[expense.expense_no] ?? 0); n += 1)
      photos.push(await receiptPhoto(120 + n * 40, 90, `receipt-${n + 1}.jpg`));
    const made = await createExpense(
      app,
      auth,
      {
        expense_date: expense.expense_date,
        category_id: IDS[expense.category],
        vendor: expense.vendor,
        payment_type: expense.payment_type,
        currency_id: CURRENCIES[expense.currency],
        ...('exchange_rate' in expense ? { exchange_rate: expense.exchange_rate } : {}),
        amount: expense.amount.toFixed(2),
        notes: expense.notes,
      },
      photos,
    );
    expect(made.expense_no).toBe(expense.expense_no);
    receiptLinks[expense.expense_no] = made.url;
  }
  return { auth, receiptLinks };
}
