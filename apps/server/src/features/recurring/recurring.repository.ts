// The statements of recurring schedules and their runs. Every one of an owner's takes the OwnerId; the
// sweep's (dueScheduleIds) reads every owner's schedules that are due, by the due index, and the run's
// claim is one conditional update (takeRun) so two processes never make the same run.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';
import { pageLimit } from '../../db/page-window';
import type { RecurringSchedulesTable } from './recurring.table';

export type ScheduleRow = Selectable<RecurringSchedulesTable>;

export type ScheduleValues = Omit<ScheduleRow, 'id' | 'user_id'>;

export async function insertSchedule(
  db: Kysely<Database>,
  owner: OwnerId,
  values: ScheduleValues,
): Promise<number> {
  const row = await db
    .insertInto('recurring_schedules')
    .values({ ...values, user_id: owner })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function findSchedule(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
): Promise<ScheduleRow | undefined> {
  return db
    .selectFrom('recurring_schedules')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', owner)
    .executeTakeFirst();
}

/** Changes the owner's schedule if it is still in one of `statuses`; false when it was not. */
export async function updateSchedule(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  changes: Partial<ScheduleValues>,
  statuses: string[],
): Promise<boolean> {
  const result = await db
    .updateTable('recurring_schedules')
    .set(changes)
    .where('id', '=', id)
    .where('user_id', '=', owner)
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One page of the owner's schedules, newest first (what a row shows of its template invoice is the
 * documents feature's: schedule-answers.ts). */
export async function listSchedules(
  db: Kysely<Database>,
  owner: OwnerId,
  paging: { page: number; limit: number },
): Promise<{ rows: ScheduleRow[]; total: number }> {
  const rows = await db
    .selectFrom('recurring_schedules')
    .selectAll()
    .where('user_id', '=', owner)
    .orderBy('id', 'desc')
    .limit(pageLimit(paging.limit))
    .offset((paging.page - 1) * paging.limit)
    .execute();
  const counted = await db
    .selectFrom('recurring_schedules')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', owner)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.count) };
}

/** Active schedules of every owner whose next run is on or before `today`, oldest first. */
export async function dueScheduleIds(db: Kysely<Database>, today: string, limit: number) {
  return db
    .selectFrom('recurring_schedules')
    .select(['id', 'user_id'])
    .where('status', '=', 'active')
    .where('next_run_date', '<=', today)
    .orderBy('next_run_date')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes occurrence `occurrence` of the schedule: moves it to its next run, if nobody took it first (the
 * schedule is still active at that occurrence). Answers whether this caller has the run. */
export async function takeRun(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  occurrence: number,
  next: { occurrence: number; runDate: string | null; status: string; madeCount: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('recurring_schedules')
    .set({
      next_occurrence: next.occurrence,
      next_run_date: next.runDate,
      status: next.status,
      made_count: next.madeCount,
      last_error: null,
      updated_at: next.now,
    })
    .where('id', '=', id)
    .where('user_id', '=', owner)
    .where('status', '=', 'active')
    .where('next_occurrence', '=', occurrence)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRun(
  db: Kysely<Database>,
  owner: OwnerId,
  run: { scheduleId: number; occurrence: number; runDate: string; invoiceId: number; now: string },
): Promise<void> {
  await db
    .insertInto('recurring_runs')
    .values({
      user_id: owner,
      schedule_id: run.scheduleId,
      occurrence: run.occurrence,
      run_date: run.runDate,
      invoice_id: run.invoiceId,
      created_at: run.now,
    })
    .execute();
}

/** Why a run failed, kept on the schedule for its list (the run is tried again). */
export async function noteScheduleError(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  error: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('recurring_schedules')
    .set({ last_error: error.slice(0, 300), updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', owner)
    .execute();
}

export async function countRuns(db: Kysely<Database>, owner: OwnerId, scheduleId: number): Promise<number> {
  const row = await db
    .selectFrom('recurring_runs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', owner)
    .where('schedule_id', '=', scheduleId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
