// Expenses per calendar month for the dashboard (docs/decisions/0304-dashboard-summary.md).
import { sql, type Kysely } from 'kysely';
import { monthOf, toMonthSums, type MonthSums } from '../../db/month-sums';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

/** Expenses of the currency dated from `from` up to (not including) `to`, per calendar month. */
export async function expensesByMonth(
  db: Kysely<Database>,
  owner: OwnerId,
  currencyId: number,
  range: { from: string; to: string },
): Promise<MonthSums[]> {
  const month = monthOf(sql.ref('expense_date'));
  const rows = await db
    .selectFrom('expenses')
    .select([
      month.as('month'),
      sql<number>`sum(amount_minor)`.as('amount'),
      sql<number>`count(*)`.as('count'),
    ])
    .where('user_id', '=', owner)
    .where('currency_id', '=', currencyId)
    .where('expense_date', '>=', range.from)
    .where('expense_date', '<', range.to)
    .groupBy(month)
    .execute();
  return toMonthSums(rows);
}
