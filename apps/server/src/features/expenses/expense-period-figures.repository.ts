// What the period pack (features/period-pack) reads of a period's expenses besides the rows themselves:
// how many expenses and receipts (receipts counted no further than a cap), and the costs of each month.
// Each one statement on the owner's date index (docs/decisions/0383-what-the-period-pack-holds.md).
import { sql, type Kysely } from 'kysely';
import { expenseCost, expenseCounts } from './expense-business-currency.repository';
import { monthOf, toNumber } from '../../db/month-sums';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

export interface PeriodRange {
  from: string;
  to: string;
}

export async function countExpensesAndReceipts(
  db: Kysely<Database>,
  owner: OwnerId,
  range: PeriodRange,
  receiptsUpTo: number,
): Promise<{ expenses: number; receipts: number }> {
  const { rows } = await sql<{ expenses: unknown; receipts: unknown }>`select
      (select count(*) from expenses e
        where e.user_id = ${owner} and e.expense_date >= ${range.from} and e.expense_date <= ${range.to})
        as expenses,
      (select count(*) from (select r.id from expense_receipts r
        join expenses e on e.id = r.expense_id and e.user_id = r.user_id
        where r.user_id = ${owner} and e.expense_date >= ${range.from} and e.expense_date <= ${range.to}
        limit ${receiptsUpTo}) capped) as receipts`.execute(db);
  return { expenses: toNumber(rows[0]?.expenses), receipts: toNumber(rows[0]?.receipts) };
}

/** Costs of each month of the range in the business's currency `currencyId`: each expense's amount less
 * the VAT that can be reclaimed (VAT that cannot is a cost), converted at its rate when it keeps one
 * (docs/decisions/0395-expenses-in-a-foreign-currency.md). */
export async function costsByMonth(
  db: Kysely<Database>,
  owner: OwnerId,
  range: PeriodRange & { currencyId: number },
): Promise<Array<{ month: string; amountMinor: number }>> {
  const rows = await db
    .selectFrom('expenses')
    .select([
      monthOf(sql.ref('expense_date')).as('month'),
      sql<unknown>`sum(${expenseCost(db, range.currencyId)})`.as('amount'),
    ])
    .where('user_id', '=', owner)
    .where('expense_date', '>=', range.from)
    .where('expense_date', '<=', range.to)
    .where(expenseCounts(range.currencyId))
    .groupBy(monthOf(sql.ref('expense_date')))
    .execute();
  return rows.map((row) => ({ month: String(row.month), amountMinor: toNumber(row.amount) }));
}
