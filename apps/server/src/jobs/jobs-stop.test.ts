// Stopping the job runner (the server's SIGTERM): the job under way finishes and is settled, a job queued
// meanwhile is not taken but waits in the database, and the next start runs it once and the finished one
// never again. On the suite's database (SQLite, or PostgreSQL with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, openSameDatabase, type TestDatabase } from '../../test/test-database';
import { createJobs, type Jobs } from './jobs';

const silent = { error: () => undefined, warn: () => undefined };

describe('stopping the job runner', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('lets the running job finish, leaves the queued one for the next start, which runs it once', async () => {
    const runs = { slow: 0, queued: 0 };
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    const define = (jobs: Jobs) => {
      jobs.define({
        name: 'slow',
        maxAttempts: 3,
        run: async () => {
          runs.slow += 1;
          started();
          await released;
        },
      });
      jobs.define({
        name: 'queued',
        maxAttempts: 3,
        run: async () => {
          runs.queued += 1;
        },
      });
    };

    const first = createJobs({
      db: database.db,
      dialect: database.dialect,
      now: () => new Date(),
      logger: silent,
    });
    define(first);
    await first.enqueue('slow', {});
    first.start();
    await slowStarted;

    let stopped = false;
    const stopping = first.stop().then(() => (stopped = true));
    await first.enqueue('queued', {});
    // Long enough for an idle worker to have taken the queued job, were it still taking jobs.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(runs).toEqual({ slow: 1, queued: 0 });
    const left = await database.db.selectFrom('jobs').select(['name', 'state', 'locked_until']).execute();
    expect(left).toEqual([{ name: 'queued', state: 'pending', locked_until: null }]);

    // The next start (another handle on the same database, as a new process would open).
    const again = openSameDatabase(database);
    try {
      const second = createJobs({
        db: again.db,
        dialect: again.dialect,
        now: () => new Date(),
        logger: silent,
      });
      define(second);
      expect(await second.runDue()).toBe(1);
      await second.stop();
      expect(runs).toEqual({ slow: 1, queued: 1 });
      expect(await again.db.selectFrom('jobs').select('id').execute()).toEqual([]);
    } finally {
      await again.drop();
    }
  });
});
