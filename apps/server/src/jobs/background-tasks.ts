// Work a request hands over and does not wait for: it answers at once, and the work runs after. Used
// where how long the answer takes must not depend on what the work finds (forgot_password would
// otherwise tell a stranger which addresses have accounts) or where a slow mail server must not hold
// the answer (the owner's alert after failed sign-ins). Tasks live in this process only: one lost in a
// crash is an e-mail the user asks for again. A task's failure is logged, never thrown at anyone.
import { randomInt } from 'node:crypto';
import fastq from 'fastq';
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Queues `task`; it starts after the current request has answered (START_DELAY_MS). */
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

/** A task joins the queue at a random moment this long after its request. Later than the answer by a
 * margin, so even a client on the same busy machine has read its answer before the task takes the CPU
 * (measured: started at once, the work still showed in the asker's timing); and random, so the task's
 * cost does not land on the asker's next request at a moment the asker can predict. */
const START_DELAY_MS = { least: 50, most: 250 };

export function createBackgroundTasks(logger: Pick<FastifyBaseLogger, 'error'>): BackgroundTasks {
  const queue = fastq.promise(async ({ label, work }: Task) => {
    try {
      await work();
    } catch (error) {
      logger.error({ err: error }, `background task failed: ${label}`);
    }
  }, CONCURRENCY);
  const waiting = new Set<Promise<void>>();
  return {
    run(label, work) {
      const delay = START_DELAY_MS.least + randomInt(START_DELAY_MS.most - START_DELAY_MS.least);
      const joined = new Promise<void>((resolve) => {
        setTimeout(() => {
          waiting.delete(joined);
          void queue.push({ label, work });
          resolve();
        }, delay);
      });
      waiting.add(joined);
    },
    async settled() {
      while (waiting.size > 0) await Promise.all(waiting);
      await queue.drained();
    },
    pause: () => queue.pause(),
    resume: () => queue.resume(),
  };
}
