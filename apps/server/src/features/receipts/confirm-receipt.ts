// expense/confirm_receipt (docs/decisions/0358): once the owner has saved an expense from a receipt read
// by expense/read_receipt, the vendor as they saved it (name, category, currency) is remembered for the
// vendor as read, and the receipt's hash is kept to flag the same file read again. The expense must be
// the owner's (404 otherwise).
import type { ConfirmReceiptRequest } from '@tradebook/domain/receipts/receipt.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { readKeyOf } from './read-receipt';
import { RECEIPT_MESSAGES as M } from './receipt-messages';
import { findOwnExpense } from '../expenses/expense-matches.repository';
import { keepReceiptHash, rememberVendor } from './receipts.repository';

export async function confirmReceipt(
  ctx: AppContext,
  owner: OwnerId,
  request: ConfirmReceiptRequest,
): Promise<{ remembered: boolean }> {
  const expense = await findOwnExpense(ctx.db, owner, request.expense_id);
  if (!expense) throw new AppError('not_found', M.expenseNotFound);
  const now = ctx.now().toISOString();
  const readKey = readKeyOf(request.read_vendor);
  await ctx.db.transaction().execute(async (trx) => {
    await keepReceiptHash(trx, owner, request.receipt_key, expense.id, now);
    if (readKey && expense.vendor.trim()) {
      await rememberVendor(
        trx,
        owner,
        readKey,
        {
          vendor: expense.vendor,
          categoryId: expense.categoryId,
          currencyId: expense.currencyId,
        },
        now,
      );
    }
  });
  return { remembered: readKey.length > 0 && expense.vendor.trim().length > 0 };
}
