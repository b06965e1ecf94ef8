// period_pack (docs/decisions/0382-period-pack-streamed-with-a-counted-progress.md): everything of a date
// range in one ZIP for the accountant. The call answers a single-use link and how many files the ZIP
// will hold, so the screen can show a progress bar while the ZIP is streamed.
import { z } from 'zod';
import { calendarDateField } from '../documents/document.schemas';

export const PERIOD_PACK_MESSAGES = {
  fromRequired: 'From is required.',
  fromInvalid: 'From must be a valid date (YYYY-MM-DD).',
  toRequired: 'To is required.',
  toInvalid: 'To must be a valid date (YYYY-MM-DD).',
  order: 'The period must end on or after the day it starts.',
  tooLong: 'A period pack covers at most 12 months.',
  tooManyDocuments: 'Choose a shorter period: a period pack holds at most 10,000 documents.',
  tooManyReceipts: 'Choose a shorter period: a period pack holds at most 10,000 receipts.',
} as const;

/** The most documents (invoices and credit notes together) and receipts a pack holds. */
export const MAX_PACK_DOCUMENTS = 10_000;
export const MAX_PACK_RECEIPTS = 10_000;

/** The day a year after `from`: a period must end before it (12 months at most). */
export function yearAfter(from: string): string {
  return `${Number(from.slice(0, 4)) + 1}${from.slice(4)}`;
}

export const PeriodPackRequestSchema = z
  .object({
    from: calendarDateField(PERIOD_PACK_MESSAGES.fromRequired, PERIOD_PACK_MESSAGES.fromInvalid),
    to: calendarDateField(PERIOD_PACK_MESSAGES.toRequired, PERIOD_PACK_MESSAGES.toInvalid),
  })
  .superRefine((range, ctx) => {
    if (range.to < range.from) ctx.addIssue({ code: 'custom', message: PERIOD_PACK_MESSAGES.order });
    else if (range.to >= yearAfter(range.from)) {
      ctx.addIssue({ code: 'custom', message: PERIOD_PACK_MESSAGES.tooLong });
    }
  });
export type PeriodPackRequest = z.input<typeof PeriodPackRequestSchema>;
export type PeriodPackRange = z.output<typeof PeriodPackRequestSchema>;

export const PeriodPackSchema = z.object({
  url: z.string().describe('A signed link to the ZIP: it opens once, within 15 minutes.'),
  filename: z.string().describe('period-pack-2026-04-06-to-2027-04-05.zip'),
  files: z
    .number()
    .int()
    .describe(
      'How many files the ZIP holds at most (an e-invoice that cannot be made is left out): the ' +
        'progress bar counts the files as they arrive.',
    ),
  invoices: z.number().int(),
  credit_notes: z.number().int(),
  expenses: z.number().int(),
  receipts: z.number().int(),
});
export type PeriodPack = z.infer<typeof PeriodPackSchema>;

/** The files of the pack besides one per document, e-invoice and receipt: three CSVs, the spreadsheet
 * and README.txt. */
export const PACK_FIXED_FILES = 5;
