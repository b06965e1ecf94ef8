// Sums in the business's currency (docs/decisions/0391-documents-in-a-foreign-currency.md): a document in
// another currency counts converted with the exchange rate it keeps, each amount to a whole cent half away
// from zero before it is added up, as the domain's toBusinessMinor (money/exchange-rate.ts) converts one
// amount. PostgreSQL multiplies as numeric (exact, round() is half away from zero); SQLite in 64-bit
// integers, exact up to 9.2 * 10^18 for the product of an amount and a rate in millionths.
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { isPostgres } from './list-queries';
import type { Database } from './schema';

/** A document counts in the business's figures: in its currency, or in another one with a rate kept. A
 * document of another currency without a rate (none saved since rates were kept) is left out. */
export function countsForBusiness(
  currency: Expression<unknown>,
  rate: Expression<unknown>,
  businessCurrencyId: number,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${currency} = ${businessCurrencyId} or ${rate} is not null)`;
}

/** The rate a counted document converts with: null (no conversion) in the business's currency. */
export function rateToBusiness(
  currency: Expression<unknown>,
  rate: Expression<unknown>,
  businessCurrencyId: number,
): RawBuilder<number | null> {
  return sql<number | null>`(case when ${currency} = ${businessCurrencyId} then null else ${rate} end)`;
}

/** `amount` (minor units) in the business's currency at `rate` (millionths; null keeps the amount). */
export function inBusinessCurrency(
  db: Kysely<Database>,
  amount: Expression<unknown>,
  rate: Expression<unknown>,
): RawBuilder<number> {
  const value = sql`(${amount})`;
  const converted = isPostgres(db)
    ? sql`cast(round(cast(${value} as numeric) * ${rate} / 1000000) as bigint)`
    : sql`(case when ${value} >= 0 then (${value} * ${rate} + 500000) / 1000000
        else -((-${value} * ${rate} + 500000) / 1000000) end)`;
  return sql<number>`(case when ${rate} is null then ${value} else ${converted} end)`;
}
