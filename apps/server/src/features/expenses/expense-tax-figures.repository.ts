// What the VAT return adds up from expenses (docs/decisions/0365-vat-return.md): those dated in a period,
// by VAT rate: the net, the VAT that can be reclaimed and the gross, in one statement on the date index. An
// expense in another currency counts at the rate it keeps, each of the three converted to the cent before it
// is added (docs/decisions/0395-expenses-in-a-foreign-currency.md).
import { sql, type Kysely } from 'kysely';
import { expenseAmount, expenseCounts, RECLAIMABLE_VAT } from './expense-business-currency.repository';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';

export interface SpentByRate {
  rateMilli: number;
  netMinor: number;
  reclaimableVatMinor: number;
  grossMinor: number;
  count: number;
}

export async function sumExpensesByRate(
  db: Kysely<Database>,
  owner: OwnerId,
  period: { from: string; to: string; currencyId: number },
): Promise<SpentByRate[]> {
  const convert = expenseAmount(db, period.currencyId);
  const rows = await db
    .selectFrom('expenses')
    .select([
      'vat_rate_milli',
      sql<string>`sum(${convert(sql`coalesce(net_minor, amount_minor)`)})`.as('net'),
      sql<string>`sum(${convert(RECLAIMABLE_VAT)})`.as('vat'),
      sql<string>`sum(${convert(sql.ref('amount_minor'))})`.as('gross'),
      sql<string>`count(*)`.as('count'),
    ])
    .where('user_id', '=', owner)
    .where('expense_date', '>=', period.from)
    .where('expense_date', '<=', period.to)
    .where(expenseCounts(period.currencyId))
    .groupBy('vat_rate_milli')
    .execute();
  return rows.map((row) => ({
    rateMilli: Number(row.vat_rate_milli),
    netMinor: Number(row.net),
    reclaimableVatMinor: Number(row.vat),
    grossMinor: Number(row.gross),
    count: Number(row.count),
  }));
}
