// Expenses per calendar month for the dashboard (docs/decisions/0304-dashboard-summary.md), in the
// business's currency: one in another currency at the rate it keeps, converted to the cent before it is
// added (docs/decisions/0395-expenses-in-a-foreign-currency.md).
import { sql, type Kysely } from 'kysely';
import { expenseAmount, expenseCounts } from './expense-business-currency.repository';
import { monthOf, toMonthSums, type MonthSums } from '../../db/month-sums';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

/** Expenses counted in the business's currency `currencyId` dated from `from` up to (not including) `to`,
 * per calendar month. */
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
      sql<number>`sum(${expenseAmount(db, currencyId)(sql.ref('amount_minor'))})`.as('amount'),
      sql<number>`count(*)`.as('count'),
    ])
    .where('user_id', '=', owner)
    .where(expenseCounts(currencyId))
    .where('expense_date', '>=', range.from)
    .where('expense_date', '<', range.to)
    .groupBy(month)
    .execute();
  return toMonthSums(rows);
}
