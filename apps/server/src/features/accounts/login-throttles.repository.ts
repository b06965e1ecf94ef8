import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** When the attempt after `failures` failures may come, as ISO text, for each count the schedule
 * tells apart; any count not listed waits `longest`. */
export interface NextAttemptTimes {
  byFailures: Array<{ failures: number; at: string }>;
  longest: string;
}

/** Counts an attempt of `key` as a failure before its password is checked, and answers the count, or
 * undefined when the key must still wait (nothing is counted then). One statement on both databases:
 * attempts sent at the same moment are counted one by one, so none slips through a check together. */
export async function countAttempt(
  db: Kysely<Database>,
  key: string,
  now: string,
  next: NextAttemptTimes,
): Promise<number | undefined> {
  const failures = sql<number>`login_throttles.failures + 1`;
  const nextAt = sql<string>`case ${sql.join(
    next.byFailures.map(({ failures: count, at }) => sql`when ${failures} = ${sql.lit(count)} then ${at}`),
    sql` `,
  )} else ${next.longest} end`;
  const row = await db
    .insertInto('login_throttles')
    .values({ key, failures: 1, next_attempt_at: nextAttemptAfter(next, 1) })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ failures, next_attempt_at: nextAt })
        .where('login_throttles.next_attempt_at', '<=', now),
    )
    .returning('failures')
    .executeTakeFirst();
  return row ? Number(row.failures) : undefined;
}

/** When the key's next attempt may come; undefined when it has no failures counted. */
export async function findNextAttempt(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('login_throttles')
    .select('next_attempt_at')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.next_attempt_at;
}

/** Forgets the key's failures: it signed in, or (with `quietSince`) it has been quiet since then. */
export async function forgetFailures(db: Kysely<Database>, key: string, quietSince?: string): Promise<void> {
  let query = db.deleteFrom('login_throttles').where('key', '=', key);
  if (quietSince) query = query.where('next_attempt_at', '<', quietSince);
  await query.execute();
}

function nextAttemptAfter(next: NextAttemptTimes, failures: number): string {
  return next.byFailures.find((entry) => entry.failures === failures)?.at ?? next.longest;
}
