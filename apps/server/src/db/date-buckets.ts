// Sums over periods that are not calendar months (a tax year's quarters run from the 6th in the UK): a
// date column put into the bucket of the last start on or before it, as a CASE of plain comparisons of
// 'YYYY-MM-DD' text, the same on SQLite and PostgreSQL. Dates before the first start are bucket -1
// (the caller's range leaves none). The starts are written into the statement as literals (checked to be
// dates), so the same CASE in SELECT and GROUP BY is one expression to PostgreSQL (two parameters would not be).
import { sql, type Expression, type RawBuilder } from 'kysely';

export function bucketOf(column: Expression<unknown>, starts: readonly string[]): RawBuilder<number> {
  for (const start of starts) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) throw new Error(`not a date: ${start}`);
  }
  // Always a CASE (a bare 0 in GROUP BY would name the first column).
  const whens = starts
    .map((start, index) => ({ start, index }))
    .reverse()
    .map(({ start, index }) => sql`when ${column} >= ${sql.lit(start)} then ${sql.lit(index)}`);
  return sql<number>`case ${sql.join(whens, sql` `)} else 0 end`;
}
