// Filing a VAT return and the lock it puts on its period (docs/decisions/0372-filing-a-vat-return.md),
// and the documents behind each figure of a return (docs/decisions/0373-vat-return-drill-down.md).
import { z } from 'zod';
import { optionalText, wholeNumber } from '../api/fields';
import { calendarDateField } from '../documents/document.schemas';
import { VAT_RETURN_MESSAGES, VatReturnRequestSchema } from './vat-return.schemas';

export const FILED_VAT_RETURN_MESSAGES = {
  fromRequired: 'From is required.',
  toRequired: 'To is required.',
  notEnded: 'A VAT return can be filed once its period has ended.',
  overlaps: (from: string, to: string) =>
    `This period overlaps the VAT return already filed for ${from} to ${to}.`,
  boxInvalid: 'Box must be a number from 1 to 9.',
  limitInvalid: 'Limit must be a whole number from 1 to 200.',
  cursorInvalid: 'This cursor is not one the list gave. Start the list again.',
} as const;

/** The 422 a change to anything dated in a filed period answers. */
export const vatLockMessage = (from: string, to: string) =>
  `This is dated in the VAT period ${from} to ${to}, whose return was filed, so its figures cannot ` +
  'change. Correct it with a credit note (or a new expense) dated in an open period.';

/** On a document or expense dated in a filed VAT period: that period (its figures can no longer change). */
export const VatLockSchema = z
  .object({ from: z.string(), to: z.string() })
  .nullable()
  .optional()
  .describe('The filed VAT period the record is dated in (it can no longer change); null when open.');

export const FileVatReturnRequestSchema = z.object({
  from: calendarDateField(FILED_VAT_RETURN_MESSAGES.fromRequired, VAT_RETURN_MESSAGES.fromInvalid),
  to: calendarDateField(FILED_VAT_RETURN_MESSAGES.toRequired, VAT_RETURN_MESSAGES.toInvalid),
  period_key: optionalText(4, 'Period key').describe(
    "HMRC's period key from its obligations; blank: our own key of the period.",
  ),
});
export type FileVatReturnRequest = z.input<typeof FileVatReturnRequestSchema>;

export const VAT_BOXES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export const VatReturnDocumentsRequestSchema = VatReturnRequestSchema.extend({
  box: wholeNumber(FILED_VAT_RETURN_MESSAGES.boxInvalid)
    .pipe(
      z.number().min(1, { error: FILED_VAT_RETURN_MESSAGES.boxInvalid }).max(9, {
        error: FILED_VAT_RETURN_MESSAGES.boxInvalid,
      }),
    )
    .describe('The box whose documents are listed (1 to 9).'),
  cursor: optionalText(200, 'Cursor').describe('The next_cursor of the page before; blank: the first page.'),
  limit: wholeNumber(FILED_VAT_RETURN_MESSAGES.limitInvalid)
    .pipe(
      z.number().min(1, { error: FILED_VAT_RETURN_MESSAGES.limitInvalid }).max(200, {
        error: FILED_VAT_RETURN_MESSAGES.limitInvalid,
      }),
    )
    .optional()
    .transform((limit) => limit ?? 50),
});
export type VatReturnDocumentsRequest = z.input<typeof VatReturnDocumentsRequestSchema>;

export const VatReturnDocumentSchema = z.object({
  type: z
    .enum(['invoice', 'credit_note', 'payment', 'expense'])
    .describe('A payment (cash basis) names the invoice it was received on.'),
  id: z.number().int().describe('The invoice, credit note or expense (a payment: its invoice).'),
  number: z.string(),
  date: z.string().describe('The document date, or the payment date on the cash basis.'),
  name: z.string().describe('The client, or the expense\u2019s supplier.'),
  rate: z.number().describe('Percent.'),
  net: z.number().describe('Negative for a credit note.'),
  vat: z.number().describe('Output VAT, or the reclaimable VAT of an expense.'),
  gross: z.number(),
});
export type VatReturnDocument = z.infer<typeof VatReturnDocumentSchema>;

export const VatReturnDocumentsSchema = z.object({
  box: z.number().int(),
  documents: z.array(VatReturnDocumentSchema),
  next_cursor: z.string().nullable().describe('Null on the last page.'),
});
export type VatReturnDocuments = z.infer<typeof VatReturnDocumentsSchema>;
