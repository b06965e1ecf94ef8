// Recurring invoices (docs/decisions/0312-recurring-invoices.md): invoice/recurring/create ('Make
// recurring'), list, update, pause, resume and stop. Each route only parses, calls its use case and
// answers the envelope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pagedEnvelope, successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import {
  CreateRecurringSchema,
  RECURRING_MESSAGES,
  RecurringListSchema,
  RecurringScheduleSchema,
  ScheduleIdSchema,
  UpdateRecurringSchema,
} from '@tradebook/domain/recurring/recurring.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, answerPage, bearerSecurity as security } from '../../http/reply';
import {
  createRecurring,
  listRecurring,
  pauseRecurring,
  resumeRecurring,
  stopRecurring,
  updateRecurring,
} from './recurring.service';

const tags = ['recurring invoices'];
const one = { 200: envelope(RecurringScheduleSchema) };
const FIELDS =
  'frequency (weekly, every_2_weeks, monthly, every_3_months, yearly), start_date (YYYY-MM-DD, today or ' +
  'later: the first new invoice), end_type (never, after: end_after_count invoices from 1 to 1000, on: ' +
  'no invoice after end_date), send_mode (email: each new invoice is e-mailed to the client at once; ' +
  'draft: kept as a draft). A monthly schedule from the 29th to the 31st runs on the last day of shorter ' +
  'months and keeps its day in the others.';

export function recurringRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post(
      api('invoice/recurring/create'),
      {
        schema: {
          tags,
          security,
          body: CreateRecurringSchema,
          description:
            'Makes one of your invoices recurring: each run makes a new draft invoice with the next number, ' +
            "dated the run's day, with this invoice's client, lines, discount, taxes and notes and the terms " +
            `of your settings. invoice_id and ${FIELDS} 409 for a void invoice.`,
          response: one,
        },
      },
      async (request) =>
        answer(await createRecurring(ctx, ownerOf(request), request.body), RECURRING_MESSAGES.created),
    );

    app.post(
      api('invoice/recurring/list'),
      {
        schema: {
          tags,
          security,
          body: RecurringListSchema,
          description:
            'Your recurring schedules, newest first, one page (page, limit): the invoice each copies, next ' +
            'run date (null once ended), invoices made, and status (active, paused, ended).',
          response: { 200: pagedEnvelope(RecurringScheduleSchema) },
        },
      },
      async (request) => answerPage(await listRecurring(ctx, ownerOf(request), request.body)),
    );

    app.post(
      api('invoice/recurring/update'),
      {
        schema: {
          tags,
          security,
          body: UpdateRecurringSchema,
          description:
            `Edits a schedule that has not ended: schedule_id and ${FIELDS} The next invoice is made on ` +
            'start_date; the invoices made so far count towards an end after N. 409 once it has ended.',
          response: one,
        },
      },
      async (request) =>
        answer(await updateRecurring(ctx, ownerOf(request), request.body), RECURRING_MESSAGES.updated),
    );

    const actions = [
      [
        'pause',
        pauseRecurring,
        RECURRING_MESSAGES.paused,
        'Pauses an active schedule: no invoice is made until it is resumed.',
      ],
      [
        'resume',
        resumeRecurring,
        RECURRING_MESSAGES.resumed,
        'Resumes a paused schedule from its first run on or after today; runs missed while paused are not made.',
      ],
      [
        'stop',
        stopRecurring,
        RECURRING_MESSAGES.stopped,
        'Ends a schedule for good; the invoices it made stay.',
      ],
    ] as const;
    for (const [action, useCase, message, description] of actions) {
      app.post(
        api(`invoice/recurring/${action}`),
        {
          schema: {
            tags,
            security,
            body: ScheduleIdSchema,
            description: `${description} schedule_id; 404 for another user's; 409 (pause, resume) once ended.`,
            response: one,
          },
        },
        async (request) => answer(await useCase(ctx, ownerOf(request), request.body.schedule_id), message),
      );
    }
  };
}
