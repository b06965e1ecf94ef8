// The queue figures /metrics reads at scrape time (metrics/metrics.ts): one grouped count over the jobs
// index (jobs_due: state, run_at, id), never per request.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface JobCount {
  name: string;
  state: string;
  count: number;
}

/** Jobs waiting (pending, due or not) and failed for good, by kind. */
export async function countJobsByState(db: Kysely<Database>): Promise<JobCount[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['name', 'state', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('state', 'in', ['pending', 'failed'])
    .groupBy(['state', 'name'])
    .execute();
  return rows.map((row) => ({ name: row.name, state: row.state, count: Number(row.count) }));
}
