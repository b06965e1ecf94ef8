// The columns an expense save stores, from what was sent: a blank date is today, a blank currency the
// business's own, a foreign currency with its exchange rate, and the VAT split; refused when the date is
// in a filed VAT period.
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import { EXPENSE_MESSAGES } from '@tradebook/domain/expenses/expense-messages';
import { expenseTaxOf, keptExpenseTax, type ExpenseTax } from '@tradebook/domain/expenses/expense-tax';
import { canonicalPaymentMethod } from '@tradebook/domain/expenses/list-expenses.schemas';
import type { ExpenseInput } from '@tradebook/domain/expenses/save-expense.schemas';
import { EXCHANGE_RATE_MESSAGES } from '@tradebook/domain/money/exchange-rate';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { findBusinessFacts } from '../accounts/user-profiles.repository';
import { assertOpenForVat } from '../documents/vat-lock';
import { currencyById } from '../lookups/currencies';
import type { PlanDates } from './expense-credits';
import type { ExpenseRow, ExpenseValues } from './expenses.repository';

/** What a create takes of the owner's row as the request's token check read it, when the signed-in user
 * acts for themselves (docs/decisions/0437-an-expense-create-reads-its-plan-once.md). */
export type SignedInExpenseFacts = PlanDates & { currency_id: number | string };

async function ownCurrency(
  ctx: AppContext,
  owner: OwnerId,
  signedIn?: SignedInExpenseFacts,
): Promise<number> {
  return Number(signedIn?.currency_id ?? (await findBusinessFacts(ctx.db, owner)).currency_id);
}

/** The VAT columns of a save (docs/decisions/0363-expense-vat.md): as typed, or, when an update sent
 * none of them, the stored ones (a new amount split again at the stored rate). */
function taxValuesOf(input: ExpenseInput, stored: ExpenseRow | undefined): Partial<ExpenseValues> {
  let tax: ExpenseTax;
  if (input.tax === null && stored) {
    tax = keptExpenseTax(input.amountMinor, stored.amount_minor, {
      netMinor: Number(stored.net_minor ?? stored.amount_minor),
      vatMinor: Number(stored.tax_minor ?? 0),
      vatRateMilli: stored.vat_rate_milli,
      reclaimable: stored.vat_reclaimable === 1,
    });
  } else {
    const result = expenseTaxOf(input.amountMinor, input.tax ?? NO_TAX);
    // The schema has checked the fields against the amount already.
    if ('message' in result) throw new AppError('validation', [result.message]);
    tax = result.tax;
  }
  return {
    net_minor: tax.netMinor,
    tax_minor: tax.vatMinor,
    vat_rate_milli: tax.vatRateMilli,
    vat_reclaimable: tax.reclaimable ? 1 : 0,
  };
}

const NO_TAX = { netMinor: null, vatMinor: null, vatRateMilli: null, reclaimable: null };

/** The rate an expense in `currencyId` keeps (docs/decisions/0395-expenses-in-a-foreign-currency.md):
 * null in the business's currency; otherwise the one sent, or on an update that sends none the stored one
 * of the same currency, or a refusal. */
function exchangeRateOf(
  input: ExpenseInput,
  currencyId: number,
  business: number,
  stored: ExpenseRow | undefined,
): number | null {
  if (currencyId === business) return null;
  if (input.exchangeRateMicro !== undefined) return input.exchangeRateMicro;
  const kept = stored?.currency_id === currencyId ? stored.exchange_rate_micro : null;
  if (kept === null || kept === undefined) {
    throw new AppError('validation', [EXCHANGE_RATE_MESSAGES.required]);
  }
  return Number(kept);
}

/** The columns of a save: a blank date is today, a blank currency the business's own. */
export async function valuesOf(
  ctx: AppContext,
  owner: OwnerId,
  input: ExpenseInput,
  stored?: ExpenseRow,
  signedIn?: SignedInExpenseFacts,
): Promise<ExpenseValues> {
  const business = await ownCurrency(ctx, owner, signedIn);
  const currencyId = input.currencyId ?? business;
  if (!currencyById(currencyId)) throw new AppError('validation', [EXPENSE_MESSAGES.currencyInvalid]);
  const exchangeRateMicro = exchangeRateOf(input, currencyId, business, stored);
  const date = input.date ?? calendarDateOf(ctx.now());
  // Nothing dated in a filed VAT period changes: not the expense as stored, nor where it would go.
  await assertOpenForVat(ctx, owner, { dates: [date, stored?.expense_date] });
  return {
    expense_date: date,
    category_id: input.categoryId,
    vendor: input.vendor,
    payment_type: canonicalPaymentMethod(input.paymentType),
    notes: input.notes,
    currency_id: currencyId,
    exchange_rate_micro: exchangeRateMicro,
    amount_minor: input.amountMinor,
    ...taxValuesOf(input, stored),
    updated_at: ctx.now().toISOString(),
  };
}
