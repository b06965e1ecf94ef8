// Payment reminders (docs/decisions/0313-payment-reminders.md): up to three, each a number of days before
// the due date, on it, or after it, on or off, with a message of the owner's; the defaults until saved.
import { z } from 'zod';
import { flag } from '../api/fields';

export const MAX_REMINDERS = 3;
export const MAX_REMINDER_DAYS = 60;
export const MAX_REMINDER_MESSAGE = 1000;

export const REMINDER_MESSAGES = {
  tooMany: `Up to ${MAX_REMINDERS} reminders.`,
  timingInvalid: 'Choose when each reminder goes: before the due date, on it, or after it.',
  daysInvalid: `Days must be a whole number from 1 to ${MAX_REMINDER_DAYS}.`,
  messageRequired: 'Each reminder needs a message.',
  messageTooLong: `A reminder's message can be at most ${MAX_REMINDER_MESSAGE} characters.`,
  saved: 'Save data Successful.',
} as const;

export const REMINDER_TIMINGS = ['before', 'on', 'after'] as const;
export type ReminderTiming = (typeof REMINDER_TIMINGS)[number];

export interface Reminder {
  enabled: boolean;
  timing: ReminderTiming;
  /** Days before or after the due date; 0 when on it. */
  days: number;
  message: string;
}

export const DEFAULT_REMINDERS: Reminder[] = [
  {
    enabled: true,
    timing: 'before',
    days: 3,
    message: 'A friendly reminder that the invoice below is due soon. If you have already paid, thank you.',
  },
  {
    enabled: true,
    timing: 'on',
    days: 0,
    message:
      'The invoice below is due today. If you have already paid, thank you, and please ignore this e-mail.',
  },
  {
    enabled: true,
    timing: 'after',
    days: 7,
    message: 'The invoice below is now overdue. Please arrange payment at your earliest convenience.',
  },
];

/** Days from the due date: negative before it. */
export function reminderOffset(reminder: Pick<Reminder, 'timing' | 'days'>): number {
  if (reminder.timing === 'on') return 0;
  return reminder.timing === 'before' ? -reminder.days : reminder.days;
}

const days = z
  .union([z.number(), z.string()], { error: REMINDER_MESSAGES.daysInvalid })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || String(value).trim() === '') return 0;
    const text = String(value).trim();
    const number = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
    if (!(number >= 0 && number <= MAX_REMINDER_DAYS)) {
      ctx.issues.push({ code: 'custom', message: REMINDER_MESSAGES.daysInvalid, input: value });
      return z.NEVER;
    }
    return number;
  });

export const ReminderSchema = z
  .object({
    enabled: z
      .union([flag(REMINDER_MESSAGES.timingInvalid), z.boolean()])
      .transform((value) => value === true || value === 1),
    timing: z.enum(REMINDER_TIMINGS, { error: REMINDER_MESSAGES.timingInvalid }),
    days,
    message: z
      .string({ error: REMINDER_MESSAGES.messageRequired })
      .transform((text) => text.replace(/\0/g, '').trim())
      .pipe(
        z
          .string()
          .min(1, { error: REMINDER_MESSAGES.messageRequired })
          .max(MAX_REMINDER_MESSAGE, { error: REMINDER_MESSAGES.messageTooLong }),
      ),
  })
  .superRefine((reminder, ctx) => {
    if (reminder.timing !== 'on' && reminder.days < 1) {
      ctx.addIssue({ code: 'custom', message: REMINDER_MESSAGES.daysInvalid, path: ['days'] });
    }
  })
  .transform((reminder): Reminder => ({ ...reminder, days: reminder.timing === 'on' ? 0 : reminder.days }));

export const ReminderSettingsSchema = z.object({
  reminders: z.array(ReminderSchema, { error: REMINDER_MESSAGES.tooMany }).max(MAX_REMINDERS, {
    error: REMINDER_MESSAGES.tooMany,
  }),
});
export type ReminderSettingsInput = z.input<typeof ReminderSettingsSchema>;

export const ReminderSettingsAnswerSchema = z.object({
  reminders: z.array(
    z.object({
      enabled: z.boolean(),
      timing: z.enum(REMINDER_TIMINGS),
      days: z.number().int(),
      message: z.string(),
    }),
  ),
});
export type ReminderSettingsAnswer = z.infer<typeof ReminderSettingsAnswerSchema>;

/** invoice/reminders: each reminder sent for an invoice (its history), with how its e-mail went. */
export const InvoiceReminderSchema = z.object({
  position: z.number().int(),
  timing: z.enum(REMINDER_TIMINGS),
  days: z.number().int(),
  to: z.string(),
  sent_at: z.string(),
  email_state: z.enum(['queued', 'sent', 'failed']),
  error: z.string().nullable(),
});
export type InvoiceReminder = z.infer<typeof InvoiceReminderSchema>;
