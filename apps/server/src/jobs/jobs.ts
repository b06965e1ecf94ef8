// Work that runs later, again after a failure, or on a schedule (docs/decisions/0310-jobs-in-the-database.md).
// Jobs are rows of the database's `jobs` table, so nothing scheduled is lost when the process stops, and
// several app processes on one PostgreSQL database share them, each job taken by one (jobs.repository.ts).
// Every time comes from the app's clock (`now`), never the database's or the machine's, so tests move
// through months by setting the clock and calling runDue().
//
// - A job kind is defined once (`define`): its handler, how many attempts, the pause after a failure.
// - `enqueue` adds one (inside the caller's transaction when given one: the job exists exactly when the
//   work that asked for it was committed).
// - `every` makes a kind periodic: one row, run at start if it is due, then again `intervalMs` after each
//   run. A process that was down for a week runs it once when it starts, never once per missed tick.
// - `start` polls for due jobs in the background (the server); `runDue` runs every due job now and
//   resolves when none is left (tests, the test clock); `stop` lets the running ones finish: jobs not yet
//   taken stay in the table for the next start.
// - `observe` is told how each run ended (the /metrics counters, metrics/metrics.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import {
  claimDueJob,
  deleteJob,
  failJob,
  insertJob,
  pullBackPeriodic,
  rescheduleJob,
  type JobRow,
} from './jobs.repository';

export interface JobAttempt {
  /** 1 for the first attempt. */
  attempt: number;
  /** True on the last attempt: when it fails too, the job has failed for good. */
  final: boolean;
}

export interface JobDefinition {
  name: string;
  maxAttempts: number;
  /** The pause after the `failures`-th failure; defaultBackoff when left out. */
  backoffMs?: (failures: number) => number;
  run(payload: unknown, attempt: JobAttempt): Promise<void>;
  /** Called once when the last attempt failed. */
  onGiveUp?(payload: unknown, error: unknown): Promise<void>;
}

export interface EnqueueOptions {
  /** Not before this time; now when left out. */
  runAt?: Date;
  /** At most one pending job with this key: a second enqueue is ignored. */
  uniqueKey?: string;
  /** Within this transaction (the caller's); the queue's own database otherwise. */
  db?: Kysely<Database>;
}

/** How one run of a job ended: done, failed and to be tried again, or failed for good. */
export type JobOutcome = 'done' | 'retry' | 'failed';

export type JobObserver = (event: { name: string; outcome: JobOutcome; seconds: number }) => void;

export interface Jobs {
  define(definition: JobDefinition): void;
  every(name: string, intervalMs: number): void;
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
  start(): void;
  runDue(options?: { only?: string[] }): Promise<number>;
  stop(): Promise<void>;
  observe(observer: JobObserver): void;
}

/** 30 s, 2 min, 8 min, 32 min, then hourly. */
export function defaultBackoff(failures: number): number {
  return Math.min(30_000 * 4 ** Math.max(0, failures - 1), 3_600_000);
}

/** How long a claimed job is this process's. Our jobs take seconds; one still held past this is taken for
 * a process that died mid-run, and runs again elsewhere. */
const LEASE_MS = 5 * 60_000;
/** How often an idle process looks for due jobs that other processes added or whose time came. */
const POLL_MS = 2_000;
/** Jobs one process runs at once (they wait on the mail server or the database, not the CPU). */
const WORKERS = 2;

export function createJobs(options: {
  db: Kysely<Database>;
  dialect: Dialect;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}): Jobs {
  const { db, dialect, now, logger } = options;
  const definitions = new Map<string, JobDefinition>();
  const periodic = new Map<string, number>();
  const running = new Set<Promise<void>>();
  const observers: JobObserver[] = [];
  let started = false;
  let stopping = false;
  let wake: (() => void) | undefined;

  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();

  async function ensurePeriodic(): Promise<void> {
    for (const [name, interval] of periodic) {
      await pullBackPeriodic(db, `every:${name}`, iso(), iso(interval));
      await insertJob(db, {
        name,
        payload: {},
        runAt: iso(),
        maxAttempts: 1_000_000,
        uniqueKey: `every:${name}`,
        now: iso(),
      });
    }
  }

  /** Claims and runs one due job; false when none was due. */
  async function runOne(names: string[]): Promise<boolean> {
    const job = await claimDueJob(db, dialect, names, iso(), iso(LEASE_MS));
    if (!job) return false;
    const promise = execute(job);
    running.add(promise);
    try {
      await promise;
    } finally {
      running.delete(promise);
    }
    return true;
  }

  async function execute(job: JobRow): Promise<void> {
    const definition = definitions.get(job.name);
    if (!definition) return;
    const interval = periodic.get(job.name);
    const payload: unknown = JSON.parse(job.payload);
    const final = interval === undefined && job.attempts >= job.max_attempts;
    const started = performance.now();
    const tell = (outcome: JobOutcome) => {
      const seconds = (performance.now() - started) / 1000;
      for (const observer of observers) observer({ name: job.name, outcome, seconds });
    };
    try {
      await definition.run(payload, { attempt: job.attempts, final });
    } catch (error) {
      tell(final ? 'failed' : 'retry');
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ err: error, job: job.name, attempt: job.attempts }, 'a job failed');
      if (interval !== undefined) {
        await rescheduleJob(db, job.id, {
          runAt: iso(interval),
          resetAttempts: true,
          error: message,
          now: iso(),
        });
      } else if (final) {
        await failJob(db, job.id, message, iso());
        await definition.onGiveUp?.(payload, error);
      } else {
        const backoff = (definition.backoffMs ?? defaultBackoff)(job.attempts);
        await rescheduleJob(db, job.id, {
          runAt: iso(backoff),
          resetAttempts: false,
          error: message,
          now: iso(),
        });
      }
      return;
    }
    tell('done');
    if (interval !== undefined) {
      await rescheduleJob(db, job.id, { runAt: iso(interval), resetAttempts: true, error: null, now: iso() });
    } else {
      await deleteJob(db, job.id);
    }
  }

  async function worker(): Promise<void> {
    while (!stopping) {
      let ran = false;
      try {
        ran = await runOne([...definitions.keys()]);
      } catch (error) {
        // The database was unreachable for a moment: try again after the pause.
        logger.error({ err: error }, 'could not take a job from the queue');
      }
      if (ran || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  let workers: Promise<void>[] = [];

  return {
    define(definition) {
      definitions.set(definition.name, definition);
    },
    every(name, intervalMs) {
      periodic.set(name, intervalMs);
    },
    async enqueue(name, payload, enqueueOptions = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`No job is defined as ${name}.`);
      await insertJob(enqueueOptions.db ?? db, {
        name,
        payload,
        runAt: (enqueueOptions.runAt ?? now()).toISOString(),
        maxAttempts: definition.maxAttempts,
        uniqueKey: enqueueOptions.uniqueKey,
        now: iso(),
      });
      // Inside a transaction the row shows once it commits: the woken worker may find nothing yet, and the
      // next poll takes it.
      setTimeout(() => wake?.(), 10).unref();
    },
    start() {
      if (started) return;
      started = true;
      void ensurePeriodic()
        .catch((error: unknown) => logger.error({ err: error }, 'could not schedule the periodic jobs'))
        .finally(() => {
          workers = Array.from({ length: WORKERS }, () => worker());
        });
    },
    async runDue(runOptions = {}) {
      await ensurePeriodic();
      const names = runOptions.only ?? [...definitions.keys()];
      let count = 0;
      while (await runOne(names)) count += 1;
      return count;
    },
    observe(observer) {
      observers.push(observer);
    },
    async stop() {
      stopping = true;
      wake?.();
      await Promise.all(workers);
      await Promise.all(running);
    },
  };
}
