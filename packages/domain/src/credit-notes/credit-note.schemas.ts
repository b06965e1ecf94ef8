// A credit note as the calls answer it (issue 17; docs/decisions/0315), in the spec's style: its number,
// date and status, the invoice it credits, its lines (each naming the invoice line it credits), the money
// fields every document answers, how much lowered the invoice's due and how much was refunded or kept as
// the client's credit, its client, currency and pdfLink; its list row; the next number.
import { z } from 'zod';
import {
  documentLineAnswerFields,
  documentListRowFields,
  documentMoneyFields,
  documentPartyFields,
  documentStampFields,
} from '../documents/document-answer.schemas';
import { CREDIT_NOTE_STATUS_WORDS } from '../documents/status-words';
import { VatLockSchema } from '../tax/filed-vat-return.schemas';
import { CREDIT_NOTE_STATUSES, SETTLEMENT_ANSWERS } from './credit-note-status';

export const CreditNoteItemSchema = z.object({
  item_id: z.number().describe('Identifies this line of the credit note.'),
  credit_note_id: z.number(),
  invoice_item_id: z.number().nullable().describe("The invoice's line it credits (its item_id there)."),
  ...documentLineAnswerFields,
});
export type CreditNoteItem = z.infer<typeof CreditNoteItemSchema>;

const { total_amount_paid: _paid, ...moneyFields } = documentMoneyFields;

export const CreditNoteSchema = z.object({
  id: z.number(),
  credit_note_id: z.number(),
  credit_note_number: z.string().describe('CN-000001: a sequence of its own, without gaps.'),
  credit_note_date: z.string(),
  credit_note_status: z.enum(CREDIT_NOTE_STATUSES),
  status: z.enum(CREDIT_NOTE_STATUSES).describe('The same as credit_note_status.'),
  status_word: z
    .enum(CREDIT_NOTE_STATUS_WORDS)
    .optional()
    .describe('The status in plain words: Issued, or Sent once e-mailed (docs/decisions/0366).'),
  invoice_id: z.number().describe('The invoice it credits.'),
  invoice_number: z.string(),
  ...moneyFields,
  settlement: z
    .enum(SETTLEMENT_ANSWERS)
    .describe(
      "What became of the part the client had already paid: refunded, kept_as_credit (the client's credit), " +
        'or none when all of it lowered what was due.',
    ),
  applied_amount: z.number().describe("The part that lowered the invoice's remaining due."),
  refunded_amount: z.number(),
  kept_credit_amount: z.number(),
  credit_note_items: z.array(CreditNoteItemSchema),
  ...documentPartyFields,
  ...documentStampFields,
  locked_by_vat_return: VatLockSchema,
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

export const CreditNoteListRowSchema = CreditNoteSchema.omit({
  credit_note_items: true,
  pdfLink: true,
}).extend(documentListRowFields);
export type CreditNoteListRow = z.infer<typeof CreditNoteListRowSchema>;

export const CreditNoteNumberResponseSchema = z.object({
  response: z
    .object({ response: z.string() })
    .describe('The number the next credit note will get (as get_invoice_number answers it).'),
  credit_note_number: z.string().describe('The same number, e.g. CN-000001.'),
  credit_note_date: z.string().describe('Today: the default date of a new credit note.'),
});
export type CreditNoteNumberResponse = z.infer<typeof CreditNoteNumberResponseSchema>;
