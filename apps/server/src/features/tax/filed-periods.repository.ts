// VAT returns marked as filed (docs/decisions/0372-filing-a-vat-return.md). Every function filters on
// user_id; each is one statement on the filed_periods_by_end index (user_id, period_to).
import { sql, type Insertable, type Kysely, type RawBuilder, type Selectable } from 'kysely';
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

/** The filed period holding the date in column `dateColumn` of the statement it is composed into, as
 * one text, 'from to' (null when none), the one ending first as findFiledPeriodHolding orders them: a
 * scalar subquery for each row of a list page, so the page's own statement answers each row's lock
 * (docs/decisions/0424-list-page-locks-in-the-page-statement.md) on the filed_periods_by_end index. */
export function filedPeriodHoldingColumn(owner: OwnerId, dateColumn: string): RawBuilder<string | null> {
  const date = sql.ref(dateColumn);
  return sql<string | null>`(select f.period_from || ' ' || f.period_to from filed_periods f
    where f.user_id = ${owner} and f.period_to >= ${date} and f.period_from <= ${date}
    order by f.period_to limit 1)`;
}
