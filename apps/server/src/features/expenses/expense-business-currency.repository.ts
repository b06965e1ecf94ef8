// An expense's amounts in the business's currency (docs/decisions/0395-expenses-in-a-foreign-currency.md):
// as the documents' (db/business-currency.ts, ADR 0391), an expense in another currency counts at the
// rate it keeps, each amount converted to a whole cent half away from zero before it is added up, and one
// without a rate (saved before rates were kept) stays out.
import { sql, type Expression, type Kysely } from 'kysely';
import { countsForBusiness, inBusinessCurrency, rateToBusiness } from '../../db/business-currency';
import type { Database } from '../../db/schema';

/** The VAT of an expense that can be reclaimed (VAT that cannot is part of its cost). */
export const RECLAIMABLE_VAT = sql<number>`(case when vat_reclaimable = 1 then coalesce(tax_minor, 0) else 0 end)`;

/** The expense counts in the figures of a business whose currency is `currencyId`. */
export function expenseCounts(currencyId: number) {
  return countsForBusiness(sql.ref('currency_id'), sql.ref('exchange_rate_micro'), currencyId);
}

/** Converts an amount of the expenses row to the business's currency `currencyId`. */
export function expenseAmount(db: Kysely<Database>, currencyId: number) {
  const rate = rateToBusiness(sql.ref('currency_id'), sql.ref('exchange_rate_micro'), currencyId);
  return (amount: Expression<unknown>) => inBusinessCurrency(db, amount, rate);
}

/** The expense's cost to the business (its amount less the VAT that can be reclaimed), converted as one
 * amount. */
export function expenseCost(db: Kysely<Database>, currencyId: number) {
  return expenseAmount(db, currencyId)(sql`amount_minor - ${RECLAIMABLE_VAT}`);
}
