// Work a request hands over and does not wait for: it answers at once, and the work runs after. Used
// where how long the answer takes must not depend on what the work finds (forgot_password would
// otherwise tell a stranger which addresses have accounts) or where a slow mail server must not hold
// the answer (the owner's alert after failed sign-ins). Tasks live in this process only: one lost in a
// crash is an e-mail the user asks for again. A task's failure is logged, never thrown at anyone.
import fastq from 'fastq';
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Queues `task`; it starts after the current request has answered. */
  run(label: string, task: () => Promise<void>): void;
  /** Resolves once every queued task has finished (graceful shutdown; tests reading the outbox). */
  settled(): Promise<void>;
  /** Holds queued tasks until resume(): a test sees what a request did before its answer. */
  pause(): void;
  resume(): void;
}

interface Task {
  label: string;
  work: () => Promise<void>;
}

/** Tasks mostly wait on the database or a mail server, so a few run at once. */
const CONCURRENCY = 4;

export function createBackgroundTasks(logger: Pick<FastifyBaseLogger, 'error'>): BackgroundTasks {
  const queue = fastq.promise(async ({ label, work }: Task) => {
    // Not before the answer has gone: better-sqlite3 is synchronous, so a task started in the request's
    // own tick would run its first query inside the request's time.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await work();
    } catch (error) {
      logger.error({ err: error }, `background task failed: ${label}`);
    }
  }, CONCURRENCY);
  return {
    run: (label, work) => void queue.push({ label, work }),
    settled: () => queue.drained(),
    pause: () => queue.pause(),
    resume: () => queue.resume(),
  };
}
