// What the reports add up from expenses (docs/decisions/0375-income-tax-figures.md): per period and
// expense category, the cost to the business (the gross less the VAT that can be reclaimed), in one
// grouped statement on the owner's date index, per period of the report. An expense in another currency
// counts at the rate it keeps, its cost converted to the cent before it is added; one without a rate (saved
// before rates were kept) stays out (docs/decisions/0395-expenses-in-a-foreign-currency.md).
import { sql, type Kysely } from 'kysely';
import { expenseCost, expenseCounts } from './expense-business-currency.repository';
import { bucketOf } from '../../db/date-buckets';
import { toNumber } from '../../db/month-sums';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

export interface CategoryBucketCost {
  bucket: number;
  categoryId: number;
  costMinor: number;
}

/** Per bucket of dates (db/date-buckets.ts) and category. */
export async function expenseCostByBucketAndCategory(
  db: Kysely<Database>,
  owner: OwnerId,
  range: { from: string; to: string; currencyId: number },
  starts: readonly string[],
): Promise<CategoryBucketCost[]> {
  const bucket = bucketOf(sql.ref('expense_date'), starts);
  const rows = await db
    .selectFrom('expenses')
    .select([
      bucket.as('bucket'),
      'category_id',
      sql<string>`sum(${expenseCost(db, range.currencyId)})`.as('cost'),
    ])
    .where('user_id', '=', owner)
    .where(expenseCounts(range.currencyId))
    .where('expense_date', '>=', range.from)
    .where('expense_date', '<=', range.to)
    .groupBy([bucket, 'category_id'])
    .execute();
  return rows.map((row) => ({
    bucket: Number(row.bucket),
    categoryId: Number(row.category_id),
    costMinor: toNumber(row.cost),
  }));
}
