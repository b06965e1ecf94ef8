// The statements of the job queue (jobs.ts): add a job, claim the next due one, and settle it. Claiming
// is one UPDATE of one row chosen by a sub-select: on PostgreSQL the sub-select takes the row with
// FOR UPDATE SKIP LOCKED, so processes sharing the database each take a different job and never wait on
// each other; SQLite has one writer, so the statement alone is enough there.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';

export interface JobRow {
  id: number;
  name: string;
  payload: string;
  unique_key: string | null;
  attempts: number;
  max_attempts: number;
}

export interface NewJob {
  name: string;
  payload: unknown;
  runAt: string;
  maxAttempts: number;
  uniqueKey?: string | undefined;
  now: string;
}

/** Adds a job; with a unique key already pending, nothing is added (answers false). */
export async function insertJob(db: Kysely<Database>, job: NewJob): Promise<boolean> {
  const result = await db
    .insertInto('jobs')
    .values({
      name: job.name,
      payload: JSON.stringify(job.payload ?? {}),
      unique_key: job.uniqueKey ?? null,
      state: 'pending',
      run_at: job.runAt,
      attempts: 0,
      max_attempts: job.maxAttempts,
      locked_until: null,
      last_error: null,
      created_at: job.now,
      updated_at: job.now,
    })
    .onConflict((conflict) => conflict.column('unique_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes the oldest due job of one of `names` for this process until `leaseUntil`, counting the attempt. */
export async function claimDueJob(
  db: Kysely<Database>,
  dialect: Dialect,
  names: string[],
  now: string,
  leaseUntil: string,
): Promise<JobRow | undefined> {
  if (names.length === 0) return undefined;
  const due = db
    .selectFrom('jobs')
    .select('id')
    .where('state', '=', 'pending')
    .where('run_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .where('name', 'in', names)
    .orderBy('run_at')
    .orderBy('id')
    .limit(1)
    .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked());
  return db
    .updateTable('jobs')
    .set({ locked_until: leaseUntil, attempts: sql<number>`attempts + 1`, updated_at: now })
    .where('id', '=', due)
    .returning(['id', 'name', 'payload', 'unique_key', 'attempts', 'max_attempts'])
    .executeTakeFirst();
}

/** A one-off job that ran: gone (its unique key is free again). */
export async function deleteJob(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('jobs').where('id', '=', id).execute();
}

/** Runs the job again at `runAt` (a retry, or a periodic job's next tick), released by this process. */
export async function rescheduleJob(
  db: Kysely<Database>,
  id: number,
  change: { runAt: string; resetAttempts: boolean; error: string | null; now: string },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      run_at: change.runAt,
      locked_until: null,
      last_error: change.error,
      updated_at: change.now,
      ...(change.resetAttempts ? { attempts: 0 } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** A job whose attempts are used up: kept, failed, with its last error; its unique key freed, so the same
 * work can be queued again (an e-mail's Retry). */
export async function failJob(db: Kysely<Database>, id: number, error: string, now: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'failed', unique_key: null, locked_until: null, last_error: error, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A periodic job due later than one interval from now can only come from a clock that went back (a
 * corrected server clock): it is brought forward to `now` rather than waiting out the difference. */
export async function pullBackPeriodic(
  db: Kysely<Database>,
  uniqueKey: string,
  now: string,
  latest: string,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ run_at: now, updated_at: now })
    .where('unique_key', '=', uniqueKey)
    .where('state', '=', 'pending')
    .where('run_at', '>', latest)
    .execute();
}
