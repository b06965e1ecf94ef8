// An expense as the calls answer it (docs/reference/expenses.md 'Fields'): money as a number with 2 decimals,
// the category's name and the currency's symbol beside their ids, and the receipts as signed links.
import { NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import { expenseCategoryName } from '@tradebook/domain/expenses/expense-categories';
import type { Expense, ExpenseTotal } from '@tradebook/domain/expenses/expense.schemas';
import { rateMicroToText } from '@tradebook/domain/money/exchange-rate';
import { fromMinor } from '@tradebook/domain/money/money';
import { percentFromMilli } from '@tradebook/domain/money/percent';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { attachmentAnswers } from '../../files/attachment-images';
import { currencyById } from '../lookups/currencies';
import type { ExpenseRow, ReceiptRow } from './expenses.repository';
import type { ExpenseSums } from './expense-list.repository';

export async function toExpenseAnswer(
  ctx: AppContext,
  owner: OwnerId,
  row: ExpenseRow,
  /** Its receipts in the order they were added: their ids and stored names. */
  receipts: Array<Pick<ReceiptRow, 'id' | 'filename'>>,
  /** The filed VAT period holding its date; null when open. */
  lockedByVatReturn: Expense['locked_by_vat_return'],
): Promise<Expense> {
  return expenseAnswer(row, await attachmentAnswers(ctx, owner, receipts), lockedByVatReturn);
}

/** The answer of an expense whose receipts' links are signed (`attachments`, none for an expense without
 * receipts, which a list page then builds without waiting for anything). */
export function expenseAnswer(
  row: ExpenseRow,
  attachments: Expense['attachments'],
  lockedByVatReturn: Expense['locked_by_vat_return'],
): Expense {
  const currency = currencyById(row.currency_id);
  return {
    id: row.id,
    expense_id: row.id,
    expense_no: row.expense_no,
    expense_date: row.expense_date,
    category_id: row.category_id,
    category: expenseCategoryName(row.category_id) ?? NOT_AVAILABLE,
    vendor: row.vendor,
    payment_type: row.payment_type,
    notes: row.notes,
    currency_id: row.currency_id,
    currency: currency?.symbol ?? '',
    currency_code: currency?.code ?? '',
    amount: fromMinor(row.amount_minor),
    exchange_rate: row.exchange_rate_micro == null ? null : rateMicroToText(Number(row.exchange_rate_micro)),
    // List rows are read without these columns (expense-list.repository.ts): they answer none.
    supplier_invoice_no: row.supplier_invoice_no ?? '',
    net: row.net_minor === null || row.net_minor === undefined ? null : fromMinor(Number(row.net_minor)),
    vat: row.tax_minor === null || row.tax_minor === undefined ? null : fromMinor(Number(row.tax_minor)),
    vat_rate: percentFromMilli(Number(row.vat_rate_milli ?? 0)),
    vat_reclaimable: Number(row.vat_reclaimable ?? 0) === 1,
    file_name: attachments[0]?.filename ?? NOT_AVAILABLE,
    url: attachments.map((attachment) => attachment.url),
    is_image: attachments.length > 0 ? 'Y' : 'N',
    attachments,
    attachment_count: attachments.length,
    created_at: row.created_at,
    updated_at: row.updated_at,
    // In this one literal, not spread with the answer into a second object: fast-json-stringify wrote
    // a page of spread rows about three times slower (docs/decisions/0442-answer-rows-built-in-one-literal.md).
    locked_by_vat_return: lockedByVatReturn,
  };
}

export function toExpenseTotals(sums: ExpenseSums): ExpenseTotal[] {
  return sums.byCurrency.map((line) => {
    const currency = currencyById(line.currencyId);
    return {
      currency_id: line.currencyId,
      currency: currency?.symbol ?? '',
      currency_code: currency?.code ?? '',
      count: line.count,
      amount: fromMinor(line.amountMinor),
    };
  });
}
