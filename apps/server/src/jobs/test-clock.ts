// The test build's clock (TEST_CLOCK=true; docs/decisions/0310-jobs-in-the-database.md): the app's `now`
// runs from a time a browser test sets, so a journey can live through a month in a second. The route
// exists only when the setting is on, and the setting is refused unless the app listens on this machine
// only (HOST a loopback address, config.ts): never on a server anyone else can reach.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import { AppError } from '../app-error';
import { api } from '../http/paths';
import { answer } from '../http/reply';
import type { BackgroundTasks } from './background-tasks';
import type { Jobs } from './jobs';

export interface TestClock {
  /** Sets the app's time to `date`, from which it goes on running. */
  set(date: Date): void;
}

/** What the route takes of the app context, which stands above jobs/ and hands itself in. */
interface ClockContext {
  now: () => Date;
  tasks: BackgroundTasks;
  jobs: Jobs;
}

/** A clock that runs from whatever time it was last set to. */
export function createTestClock(): TestClock & { now(): Date } {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set(date) {
      offsetMs = date.getTime() - Date.now();
    },
  };
}

const SetClockSchema = z.object({ now: z.string().min(1).max(40) });

export function testClockRoutes(ctx: ClockContext, clock: TestClock) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.post(
      api('test/clock'),
      {
        schema: {
          tags: ['test build'],
          body: SetClockSchema,
          description:
            'Only with TEST_CLOCK=true (browser tests on one machine; never in production): sets the app clock to `now` (ISO 8601), runs every ' +
            'job then due (recurring invoices, reminders, e-mails) and answers the new time.',
          response: { 200: envelope(z.object({ now: z.string() })) },
        },
      },
      async (request) => {
        const date = new Date(request.body.now);
        if (Number.isNaN(date.getTime())) throw new AppError('validation', ['now must be an ISO 8601 time.']);
        clock.set(date);
        await ctx.tasks.settled();
        await ctx.jobs.runDue();
        return answer({ now: ctx.now().toISOString() });
      },
    );
  };
}
