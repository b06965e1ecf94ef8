import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Counts one hit of `key` in the window that started at `windowStart` and answers the count so far.
 * One statement on both databases, so concurrent hits are counted exactly. */
export async function countHit(db: Kysely<Database>, key: string, windowStart: string): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when('rate_limits.window_start', '=', eb.ref('excluded.window_start'))
          .then(eb('rate_limits.hits', '+', 1))
          .else(1)
          .end(),
        window_start: eb.ref('excluded.window_start'),
      })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}
