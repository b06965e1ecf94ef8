// Sums per calendar month, the dashboard's figures (docs/decisions/0304-dashboard-summary.md): each owning
// feature's repository groups its own rows by month with these, the same way on SQLite and PostgreSQL.
import { sql, type Expression, type RawBuilder } from 'kysely';

export interface MonthSums {
  month: string;
  amountMinor: number;
  count: number;
}

/** 'YYYY-MM' of a date column. Dates are stored as 'YYYY-MM-DD' text on both databases, so the month is
 * its first seven characters, and substr() means the same on SQLite and PostgreSQL: no dialect switch
 * (a timestamp column would need strftime on one and to_char on the other). */
export function monthOf(column: Expression<unknown>): RawBuilder<string> {
  return sql<string>`substr(${column}, 1, 7)`;
}

/** PostgreSQL answers sum() and count() of bigints as text; SQLite as numbers. */
export const toNumber = (value: unknown) => Number(value ?? 0);

/** Grouped rows ({ month, amount, count }) as MonthSums. */
export function toMonthSums(rows: Array<{ month: unknown; amount: unknown; count: unknown }>): MonthSums[] {
  return rows.map((row) => ({
    month: String(row.month),
    amountMinor: toNumber(row.amount),
    count: toNumber(row.count),
  }));
}
