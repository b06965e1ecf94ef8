// Recurring invoices (docs/decisions/0312-recurring-invoices.md): 'Make recurring' from an invoice, the
// list of schedules, and pause / resume / edit / stop. One schema per call validates the request, types
// the answer and the web's form.
import { z } from 'zod';
import { pagingFields } from '../api/paging';
import { recordId } from '../api/ids';
import { calendarDateField, optionalDateField } from '../documents/document.schemas';
import { FREQUENCIES } from './recurring-dates';

export const MAX_RECURRING_COUNT = 1000;

export const RECURRING_MESSAGES = {
  invoiceIdRequired: 'Invoice ID is required.',
  scheduleIdRequired: 'Schedule ID is required.',
  frequencyInvalid: 'Choose how often: weekly, every 2 weeks, monthly, every 3 months or yearly.',
  startDateRequired: 'First date is required.',
  startDateInvalid: 'First date must be a valid date (YYYY-MM-DD).',
  startDatePast: 'The first date cannot be in the past.',
  endTypeInvalid: 'Choose when it ends: never, after a number of invoices, or on a date.',
  endCountInvalid: `The number of invoices must be a whole number from 1 to ${MAX_RECURRING_COUNT}.`,
  endDateRequired: 'End date is required when the schedule ends on a date.',
  endDateInvalid: 'End date must be a valid date (YYYY-MM-DD).',
  endDateBeforeStart: 'The end date cannot be before the first date.',
  sendModeInvalid: 'Choose whether each invoice is e-mailed at once or kept as a draft.',
  voidTemplate: 'A void invoice cannot be made recurring.',
  ended: 'This schedule has ended; make a new one from an invoice.',
  created: 'The invoice is now recurring.',
  updated: 'The schedule is saved.',
  paused: 'The schedule is paused.',
  resumed: 'The schedule is running again.',
  stopped: 'The schedule is stopped.',
} as const;

export const END_TYPES = ['never', 'after', 'on'] as const;
export const SEND_MODES = ['email', 'draft'] as const;
export const SCHEDULE_STATUSES = ['active', 'paused', 'ended'] as const;

const endCount = z
  .union([z.number(), z.string(), z.null()], { error: RECURRING_MESSAGES.endCountInvalid })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || String(value).trim() === '') return null;
    const text = String(value).trim();
    const count = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
    if (!(count >= 1 && count <= MAX_RECURRING_COUNT)) {
      ctx.issues.push({ code: 'custom', message: RECURRING_MESSAGES.endCountInvalid, input: value });
      return z.NEVER;
    }
    return count;
  });

const scheduleFields = {
  frequency: z.enum(FREQUENCIES, { error: RECURRING_MESSAGES.frequencyInvalid }),
  start_date: calendarDateField(RECURRING_MESSAGES.startDateRequired, RECURRING_MESSAGES.startDateInvalid),
  end_type: z.enum(END_TYPES, { error: RECURRING_MESSAGES.endTypeInvalid }).default('never'),
  end_after_count: endCount,
  end_date: optionalDateField(RECURRING_MESSAGES.endDateInvalid),
  send_mode: z.enum(SEND_MODES, { error: RECURRING_MESSAGES.sendModeInvalid }).default('draft'),
};

type ScheduleFieldsOut = {
  end_type: (typeof END_TYPES)[number];
  end_after_count: number | null;
  end_date: string | null;
  start_date: string;
};

/** An end that says what it needs: a count for 'after', a date on or after the first for 'on'. */
function checkEnd(body: ScheduleFieldsOut, ctx: z.RefinementCtx) {
  if (body.end_type === 'after' && body.end_after_count === null) {
    ctx.addIssue({ code: 'custom', message: RECURRING_MESSAGES.endCountInvalid, path: ['end_after_count'] });
  }
  if (body.end_type === 'on') {
    if (body.end_date === null) {
      ctx.addIssue({ code: 'custom', message: RECURRING_MESSAGES.endDateRequired, path: ['end_date'] });
    } else if (body.end_date < body.start_date) {
      ctx.addIssue({ code: 'custom', message: RECURRING_MESSAGES.endDateBeforeStart, path: ['end_date'] });
    }
  }
}

export const CreateRecurringSchema = z
  .object({ invoice_id: recordId(RECURRING_MESSAGES.invoiceIdRequired), ...scheduleFields })
  .superRefine(checkEnd);
export type CreateRecurringInput = z.output<typeof CreateRecurringSchema>;
export type CreateRecurringForm = z.input<typeof CreateRecurringSchema>;

export const UpdateRecurringSchema = z
  .object({ schedule_id: recordId(RECURRING_MESSAGES.scheduleIdRequired), ...scheduleFields })
  .superRefine(checkEnd);
export type UpdateRecurringInput = z.output<typeof UpdateRecurringSchema>;

export const ScheduleIdSchema = z.object({ schedule_id: recordId(RECURRING_MESSAGES.scheduleIdRequired) });

export const RecurringListSchema = z.object({ ...pagingFields() });

export const RecurringScheduleSchema = z.object({
  id: z.number().int(),
  schedule_id: z.number().int(),
  /** The invoice each run copies (client, lines, discount, taxes, notes). */
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  client_name: z.string(),
  total_amount_gross: z.number(),
  currency_symbol: z.string(),
  frequency: z.enum(FREQUENCIES),
  start_date: z.string(),
  /** The date of the next invoice; null once the schedule has ended. */
  next_run_date: z.string().nullable(),
  end_type: z.enum(END_TYPES),
  end_after_count: z.number().int().nullable(),
  end_date: z.string().nullable(),
  send_mode: z.enum(SEND_MODES),
  status: z.enum(SCHEDULE_STATUSES),
  /** Invoices made so far. */
  made_count: z.number().int(),
  /** Why the last run could not be made (it is tried again); null when it went well. */
  last_error: z.string().nullable(),
});
export type RecurringSchedule = z.infer<typeof RecurringScheduleSchema>;
