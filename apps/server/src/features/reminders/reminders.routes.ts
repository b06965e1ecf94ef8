// Settings, Reminders (get_reminder_settings, reminder_settings/post) and an invoice's reminder history
// (invoice/reminders). Each route only parses, calls its use case and answers the envelope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import { InvoiceIdSchema } from '@tradebook/domain/invoices/invoice-requests.schemas';
import {
  InvoiceReminderSchema,
  REMINDER_MESSAGES,
  ReminderSettingsAnswerSchema,
  ReminderSettingsSchema,
} from '@tradebook/domain/reminders/reminder-settings.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { getInvoiceReminders } from './invoice-reminders';
import { getReminderSettings, updateReminderSettings } from './reminder-settings';

const tags = ['settings'];
const settings = { 200: envelope(ReminderSettingsAnswerSchema) };

export function remindersRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(
      api('get_reminder_settings'),
      {
        schema: {
          tags,
          security,
          description:
            'Your payment reminders: up to three, each enabled, timing (before, on or after the due date), days ' +
            '(0 when on it) and message. Until saved: 3 days before, on the day, 7 days after, all on. A sent or ' +
            'part-paid invoice gets each reminder once, by e-mail to its client, with the amount due and the ' +
            'due date; never a paid, void or draft one.',
          response: settings,
        },
      },
      async (request) => answer(await getReminderSettings(ctx, ownerOf(request))),
    );
    app.post(
      api('reminder_settings/post'),
      {
        schema: {
          tags,
          security,
          body: ReminderSettingsSchema,
          description:
            'Saves your reminders: {reminders: [{enabled, timing, days (1 to 60; ignored when on), message ' +
            '(1 to 1000 characters)}]}, at most three, in the order they go out. Answers the saved reminders.',
          response: settings,
        },
      },
      async (request) =>
        answer(
          await updateReminderSettings(ctx, ownerOf(request), request.body.reminders),
          REMINDER_MESSAGES.saved,
        ),
    );
    app.post(
      api('invoice/reminders'),
      {
        schema: {
          tags: ['invoices'],
          security,
          body: InvoiceIdSchema,
          description:
            "The reminders sent for one of your invoices, oldest first: which one, to whom, when, and its e-mail's " +
            "state. 404 for another user's invoice.",
          response: { 200: envelope(z.array(InvoiceReminderSchema)) },
        },
      },
      async (request) => answer(await getInvoiceReminders(ctx, ownerOf(request), request.body.invoice_id)),
    );
  };
}
