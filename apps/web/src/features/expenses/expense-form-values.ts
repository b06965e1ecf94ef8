// What the add and edit forms hold: every field of the save calls as the text its input shows (ids and
// the amount too), checked by the domain's CreateExpenseSchema before anything is sent, and sent as the
// multipart form the calls take (docs/reference/expenses.md 'Calls'), with the receipts as files.
import dayjs from 'dayjs';
import type { Expense } from '@tradebook/domain/expenses/expense.schemas';
import type { CreateExpenseRequest } from '@tradebook/domain/expenses/save-expense.schemas';
import { minorToText, toMinor } from '@tradebook/domain/money/money';

export type ExpenseFormValues = {
  [Field in keyof Omit<CreateExpenseRequest, 'image' | 'einvoice'>]-?: string;
};

/** A new expense: today, in the business's own currency, everything else blank. */
export function newExpenseValues(currencyId: number): ExpenseFormValues {
  return {
    payment_type: '',
    expense_date: dayjs().format('YYYY-MM-DD'),
    currency_id: String(currencyId),
    exchange_rate: '',
    category_id: '',
    vendor: '',
    notes: '',
    amount: '',
    net: '',
    vat_rate: '',
    vat: '',
    vat_reclaimable: '1',
  };
}

const moneyText = (amount: number) => {
  const minor = toMinor(amount);
  return minor === undefined ? String(amount) : minorToText(minor);
};

/** A saved expense as the edit form shows it (the amounts with their two decimals). */
export function expenseValues(expense: Expense): ExpenseFormValues {
  const minor = toMinor(expense.amount);
  return {
    payment_type: expense.payment_type,
    expense_date: expense.expense_date,
    currency_id: String(expense.currency_id),
    // The rate kept for another currency than the business's (docs/decisions/0395).
    exchange_rate: expense.exchange_rate ?? '',
    category_id: String(expense.category_id),
    vendor: expense.vendor,
    notes: expense.notes === 'N/A' ? '' : expense.notes,
    amount: minor === undefined ? String(expense.amount) : minorToText(minor),
    // The VAT as saved (docs/decisions/0231-expense-vat-fields.md): the net is left for the server to
    // work out again from the amount and the VAT, so changing the amount alone keeps the form valid.
    net: '',
    vat_rate: String(expense.vat_rate),
    vat: expense.vat === null ? '' : moneyText(expense.vat),
    vat_reclaimable: expense.vat_reclaimable ? '1' : '0',
  };
}

/** The multipart form of create_expense (receipts as `image[]`) or update_expense (`image`, repeated when
 * several are added at once). is_image says whether files come with it, as the spec's client sends it. */
export function expenseFormData(
  values: ExpenseFormValues,
  receipts: readonly Blob[],
  fileField: 'image[]' | 'image',
): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(values)) form.append(field, value.trim());
  form.append('is_image', receipts.length > 0 ? 'Y' : 'N');
  receipts.forEach((receipt, index) => form.append(fileField, receipt, `receipt-${index + 1}.jpg`));
  return form;
}
