// VAT returns marked as filed (docs/decisions/0372-filing-a-vat-return.md). Every function filters on
// user_id; each is one statement on the filed_periods_by_end index (user_id, period_to).
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';
import type { FiledPeriodsTable } from './tax.table';

export type FiledPeriodRow = Selectable<FiledPeriodsTable>;
type Values = Omit<Insertable<FiledPeriodsTable>, 'id' | 'user_id'>;

export function insertFiledPeriod(db: Kysely<Database>, owner: OwnerId, values: Values): Promise<unknown> {
  return db
    .insertInto('filed_periods')
    .values({ ...values, user_id: owner })
    .execute();
}

/** The filed period exactly from..to, if it was filed. */
export function findFiledPeriod(
  db: Kysely<Database>,
  owner: OwnerId,
  period: { from: string; to: string },
): Promise<FiledPeriodRow | undefined> {
  return db
    .selectFrom('filed_periods')
    .selectAll()
    .where('user_id', '=', owner)
    .where('period_to', '=', period.to)
    .where('period_from', '=', period.from)
    .executeTakeFirst();
}

/** A filed period that shares a day with from..to, if any. */
export function findOverlappingFiledPeriod(
  db: Kysely<Database>,
  owner: OwnerId,
  period: { from: string; to: string },
): Promise<Pick<FiledPeriodRow, 'period_from' | 'period_to'> | undefined> {
  return db
    .selectFrom('filed_periods')
    .select(['period_from', 'period_to'])
    .where('user_id', '=', owner)
    .where('period_to', '>=', period.from)
    .where('period_from', '<=', period.to)
    .orderBy('period_to')
    .limit(1)
    .executeTakeFirst();
}

/** The filed period holding any of `dates` (any basis), or any of `paymentDates` (a return filed on the
 * cash basis), if one does. */
export function findFiledPeriodHolding(
  db: Kysely<Database>,
  owner: OwnerId,
  held: { dates: readonly string[]; paymentDates: readonly string[] },
): Promise<Pick<FiledPeriodRow, 'period_from' | 'period_to'> | undefined> {
  return db
    .selectFrom('filed_periods')
    .select(['period_from', 'period_to'])
    .where('user_id', '=', owner)
    .where((eb) =>
      eb.or([
        ...held.dates.map((date) => eb.and([eb('period_from', '<=', date), eb('period_to', '>=', date)])),
        ...held.paymentDates.map((date) =>
          eb.and([
            eb('period_from', '<=', date),
            eb('period_to', '>=', date),
            eb('accounting_basis', '=', 'cash'),
          ]),
        ),
      ]),
    )
    .orderBy('period_to')
    .limit(1)
    .executeTakeFirst();
}

/** Every filed period that shares a day with from..to, by end: a page of a list asks once for all its
 * rows' dates (a handful of periods at most). */
export async function listFiledPeriodsOverlapping(
  db: Kysely<Database>,
  owner: OwnerId,
  period: { from: string; to: string },
): Promise<Array<Pick<FiledPeriodRow, 'period_from' | 'period_to'>>> {
  // SQL text rather than the query builder: every page of the expense list asks this
  // (docs/decisions/0413-list-rows-without-builder-work.md), and building and compiling it cost about
  // four times what running it does.
  const { rows } = await sql<Pick<FiledPeriodRow, 'period_from' | 'period_to'>>`select period_from, period_to
    from filed_periods
    where user_id = ${owner} and period_to >= ${period.from} and period_from <= ${period.to}
    order by period_to`.execute(db);
  return rows;
}
