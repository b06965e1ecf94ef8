// The expense use cases (docs/reference/expenses.md 'Rules' and 'Calls'): create with receipts under the
// monthly credits, read, update (adding receipts), delete, and remove one receipt. Receipts are stored
// (checked and re-encoded) before the transaction and removed again when it fails, so a refused save keeps no
// file and a saved one never points at a missing file.
import type { Expense } from '@tradebook/domain/expenses/expense.schemas';
import { EXPENSE_MESSAGES } from '@tradebook/domain/expenses/expense-messages';
import { rateOf } from '@tradebook/domain/expenses/expense-tax';
import {
  MAX_RECEIPTS_PER_EXPENSE,
  type ExpenseInput,
  type UpdateExpenseInput,
} from '@tradebook/domain/expenses/save-expense.schemas';
import type { AppContext } from '../../app-context';
import { assertOpenForVat } from '../documents/vat-lock';
import { AppError, notFound } from '../../app-error';
import { inOwnersTurn } from '../../db/owner-turns';
import type { OwnerId } from '../../db/owner';
import {
  removeAttachmentFiles,
  removingFilesOnFailure,
  storeAttachmentImages,
  type StoredAttachment,
} from '../../files/attachment-images';
import { storeSupplierEInvoice, type SupplierReceipt } from '../einvoices/read-supplier-einvoice';
import { assignNextNumber } from '../numbering/numbering.service';
import { creditRule, useCredit, type PlanDates } from './expense-credits';
import { valuesOf, type SignedInExpenseFacts } from './expense-values';
import { insertNumberedExpense } from './numbered-expense.repository';
import { toExpenseAnswer } from './expense-response';
import {
  countReceipts,
  deleteExpenseRow,
  deleteReceipt,
  findExpense,
  insertExpense,
  insertReceipts,
  listReceipts,
  lockExpense,
  updateExpenseRow,
  type ExpenseRow,
  type ExpenseValues,
  type ReceiptRow,
} from './expenses.repository';

function assertReceiptRoom(existing: number, adding: number): void {
  if (existing + adding > MAX_RECEIPTS_PER_EXPENSE) {
    throw new AppError('conflict', EXPENSE_MESSAGES.tooManyReceipts);
  }
}

/** Runs `save` with the receipts stored; removes them again when the save fails. */
async function withStoredReceipts<T>(
  ctx: AppContext,
  owner: OwnerId,
  files: unknown[],
  save: (stored: Array<StoredAttachment & { created_at: string }>) => Promise<T>,
): Promise<T> {
  const supplied = files.filter(isSupplierReceipt).map((file) => file.stored);
  const stored: StoredAttachment[] = await removingFilesOnFailure(ctx, owner, supplied, () =>
    storeAttachmentImages(
      ctx,
      owner,
      files.filter((file) => !isSupplierReceipt(file)),
    ),
  );
  stored.push(...supplied);
  const createdAt = ctx.now().toISOString();
  return removingFilesOnFailure(ctx, owner, stored, () =>
    save(stored.map((file) => ({ ...file, created_at: createdAt }))),
  );
}

export async function getExpense(ctx: AppContext, owner: OwnerId, id: number): Promise<Expense> {
  const row = await findExpense(ctx.db, owner, { id });
  if (!row) throw notFound();
  return expenseAnswer(ctx, owner, row, await listReceipts(ctx.db, owner, [row.id]));
}

/** The answer of one expense, from its row and its receipts. `open`: the save has just found no filed
 * VAT return holding its date (assertOpenForVat), so none is read again. */
async function expenseAnswer(
  ctx: AppContext,
  owner: OwnerId,
  row: ExpenseRow,
  receipts: ReceiptRow[],
  checked: { open: boolean } = { open: false },
): Promise<Expense> {
  const locked = checked.open
    ? undefined
    : await ctx.ports.filedPeriodHolding(ctx, owner, { dates: [row.expense_date], paymentDates: [] });
  return toExpenseAnswer(ctx, owner, row, receipts, locked ?? null);
}

/** A supplier's e-invoice already read and stored (features/einvoices), passed along with the images. */
const isSupplierReceipt = (file: unknown): file is SupplierReceipt =>
  typeof file === 'object' && file !== null && 'stored' in file && 'invoiceNumber' in file;

/** create_expense: the number and a credit are taken in the transaction that stores the expense. An
 * expense read from a supplier's e-invoice keeps the file as a receipt and its number, net and VAT. */
/** Takes the month's credit (409 past the limit) and the next number and stores the expense, in `trx`.
 * PostgreSQL: in one statement after the plan's read, so the owner's credit, counter and list-version
 * rows are locked for that statement and the COMMIT only
 * (docs/decisions/0422-a-create-locks-its-number-for-one-statement.md); SQLite, one writer, has no
 * data-modifying `with`. */
async function storeExpense(
  ctx: AppContext,
  trx: AppContext['db'],
  owner: OwnerId,
  values: ExpenseValues,
  signedIn: PlanDates | undefined,
): Promise<ExpenseRow> {
  const created_at = values.updated_at as string;
  if (ctx.dialect === 'postgres') {
    const rule = await creditRule(ctx, trx, owner, signedIn);
    const { row, used } = await insertNumberedExpense(trx, owner, rule.month, { created_at, ...values });
    rule.assertWithin(used);
    return row;
  }
  await useCredit(ctx, trx, owner, signedIn);
  const expenseNo = await assignNextNumber(trx, owner, 'EXP');
  return insertExpense(trx, owner, { expense_no: expenseNo, created_at, ...values });
}

/** PostgreSQL, an expense without receipts on a plan the monthly limit does not apply to: nothing can
 * refuse it once its one statement runs, so that statement is its own transaction and the owner's
 * counter rows are locked for it and its COMMIT only, not until this process sends a COMMIT
 * (docs/decisions/0438-an-owners-creates-take-turns-in-the-process.md). Undefined otherwise. */
async function storeAtOnce(
  ctx: AppContext,
  owner: OwnerId,
  values: ExpenseValues,
  signedIn: PlanDates | undefined,
): Promise<{ row: ExpenseRow; receipts: [] } | undefined> {
  if (ctx.dialect !== 'postgres') return undefined;
  const rule = await creditRule(ctx, ctx.db, owner, signedIn);
  if (rule.applies) return undefined;
  const created_at = values.updated_at as string;
  const { row } = await insertNumberedExpense(ctx.db, owner, rule.month, { created_at, ...values });
  return { row, receipts: [] };
}

/** `signedIn`: the owner's row as the request's token check read it, when the signed-in user acts for
 * themselves; then neither the business's currency nor the plan is read again. */
export async function createExpense(
  ctx: AppContext,
  owner: OwnerId,
  input: ExpenseInput,
  signedIn?: SignedInExpenseFacts,
): Promise<Expense> {
  const values = await valuesOf(ctx, owner, input, undefined, signedIn);
  const images = input.files.length + (input.einvoice === undefined ? 0 : 1);
  assertReceiptRoom(0, images);
  const supplier =
    input.einvoice === undefined ? undefined : await storeSupplierEInvoice(ctx, owner, input.einvoice);
  const files = supplier ? [...input.files, supplier] : input.files;
  if (supplier) {
    Object.assign(values, {
      supplier_invoice_no: supplier.invoiceNumber,
      net_minor: supplier.netMinor,
      tax_minor: supplier.vatMinor,
      vat_rate_milli: input.tax?.vatRateMilli ?? rateOf(supplier.netMinor, supplier.vatMinor),
      vat_reclaimable: (input.tax?.reclaimable ?? supplier.vatMinor > 0) ? 1 : 0,
    });
  }
  // The answer is made from what was written: the stored row and receipts, not read again.
  const created = await withStoredReceipts(ctx, owner, files, (receipts) =>
    inOwnersTurn(
      ctx,
      owner,
      async () =>
        (receipts.length === 0 ? await storeAtOnce(ctx, owner, values, signedIn) : undefined) ??
        ctx.db.transaction().execute(async (trx) => {
          const row = await storeExpense(ctx, trx, owner, values, signedIn);
          return { row, receipts: await insertReceipts(trx, owner, row.id, receipts) };
        }),
    ),
  );
  // valuesOf refused the date if a filed VAT return held it (docs/decisions/0415-a-creates-statements-counted.md).
  return expenseAnswer(ctx, owner, created.row, created.receipts, { open: true });
}

/** update_expense: the whole form again; images sent with it are added to the receipts. */
export async function updateExpense(
  ctx: AppContext,
  owner: OwnerId,
  input: UpdateExpenseInput,
): Promise<Expense> {
  const row = await findExpense(ctx.db, owner, { id: input.expenseId });
  if (!row) throw notFound();
  const values = await valuesOf(ctx, owner, input, row);
  // A first look, so a receipt that cannot fit is refused before it is re-encoded.
  assertReceiptRoom(await countReceipts(ctx.db, owner, row.id), input.files.length);
  await withStoredReceipts(ctx, owner, input.files, (receipts) =>
    ctx.db.transaction().execute(async (trx) => {
      // Deleted meanwhile: nothing is written, and the new files are removed again.
      if (!(await updateExpenseRow(trx, owner, row.id, values))) throw notFound();
      // The update holds the expense's row lock (PostgreSQL; SQLite's transaction holds its one
      // connection), so this count and the insert are one step: updates sent at once take turns.
      if (receipts.length > 0) assertReceiptRoom(await countReceipts(trx, owner, row.id), receipts.length);
      await insertReceipts(trx, owner, row.id, receipts);
    }),
  );
  return getExpense(ctx, owner, row.id);
}

/** delete_expense: the expense, its receipt rows and then their files. Its credit stays used. The row
 * is locked before its receipts are listed: an update adding one at the same moment either commits
 * first (and its file is listed here) or then finds the expense gone (and removes its file itself). */
export async function deleteExpense(ctx: AppContext, owner: OwnerId, id: number): Promise<void> {
  const filenames = await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockExpense(trx, ctx.dialect, owner, id))) throw notFound();
    const locked = await findExpense(trx, owner, { id });
    await assertOpenForVat({ ...ctx, db: trx }, owner, { dates: [locked?.expense_date] });
    const receipts = await listReceipts(trx, owner, [id]);
    await deleteExpenseRow(trx, owner, id);
    return receipts.map((receipt) => receipt.filename);
  });
  await removeAttachmentFiles(ctx, owner, filenames);
}

/** delete_expense_attachment: the receipt is looked up among the expense's own by its stored name, never
 * used as a path; answers the expense as it now is. */
export async function deleteExpenseReceipt(
  ctx: AppContext,
  owner: OwnerId,
  input: { expenseNo: string; filename: string },
): Promise<Expense> {
  const row = await findExpense(ctx.db, owner, { expenseNo: input.expenseNo });
  if (!row || !(await deleteReceipt(ctx.db, owner, row.id, input.filename))) throw notFound();
  await removeAttachmentFiles(ctx, owner, [input.filename]);
  return getExpense(ctx, owner, row.id);
}
