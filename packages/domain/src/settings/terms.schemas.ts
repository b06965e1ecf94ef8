// Control Panel: payment terms in days (docs/reference/settings.md 'Screens', 'Fields' and 'Rules'). Both are
// required and 1 to 31; the server refuses anything else (docs/decisions/0101-settings-validation.md).
import { z } from 'zod';

export const MIN_TERMS_DAYS = 1;
export const MAX_TERMS_DAYS = 31;
/** Until a user saves their own terms (docs/reference/documents.md 'Dates and terms': the validity default).
 */
export const DEFAULT_TERMS_DAYS = 28;

export const TERMS_MESSAGES = {
  invoiceRequired: 'Invoice terms are required.',
  invoiceRange: `Invoice terms must be between ${MIN_TERMS_DAYS} and ${MAX_TERMS_DAYS} days.`,
  quotationRequired: 'Quotation terms are required.',
  quotationRange: `Quotation terms must be between ${MIN_TERMS_DAYS} and ${MAX_TERMS_DAYS} days.`,
  saved: 'Save data Successful.',
} as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A whole number of days, as a number or as text ('14'). */
function termsDays(requiredMessage: string, rangeMessage: string) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      if (isBlank(value)) ctx.addIssue({ code: 'custom', message: requiredMessage });
    })
    .transform((value) =>
      typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value,
    )
    .pipe(
      z
        .number({ error: rangeMessage })
        .int({ error: rangeMessage })
        .min(MIN_TERMS_DAYS, { error: rangeMessage })
        .max(MAX_TERMS_DAYS, { error: rangeMessage }),
    );
}

export const TermsDaysSchema = z.object({
  invoice_days: termsDays(TERMS_MESSAGES.invoiceRequired, TERMS_MESSAGES.invoiceRange),
  quotation_days: termsDays(TERMS_MESSAGES.quotationRequired, TERMS_MESSAGES.quotationRange),
});
export type TermsDaysInput = z.input<typeof TermsDaysSchema>;
export type TermsDays = z.output<typeof TermsDaysSchema>;

/** get_terms_days and terms_days/post answer: whole days, DEFAULT_TERMS_DAYS until the user saves. */
export const TermsDaysAnswerSchema = z.object({
  invoice_days: z.number().int(),
  quotation_days: z.number().int(),
});
export type TermsDaysAnswer = z.infer<typeof TermsDaysAnswerSchema>;
