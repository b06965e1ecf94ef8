// An invoice as the calls answer it (docs/reference/invoices.md 'Fields'; docs/reference/documents.md
// 'Fields'): its lines, payments, attachments, client, currency and pdfLink, the remaining due and any
// credit; its list row; the defaults of a new one. The requests live beside it.
import { z } from 'zod';
import { DocumentAttachmentSchema } from '../documents/attachments.schemas';
import {
  documentLineAnswerFields,
  documentListRowFields,
  documentMoneyFields,
  documentPartyFields,
  documentStampFields,
  newDocumentDefaultsFields,
} from '../documents/document-answer.schemas';
import { INVOICE_STATUS_WORDS } from '../documents/status-words';
import { VatLockSchema } from '../tax/filed-vat-return.schemas';
import { INVOICE_STATUSES } from './invoice-status';

export const InvoiceItemSchema = z.object({
  item_id: z.number().describe('Identifies this line (invoice/eachItemDetail takes it).'),
  invoice_id: z.number(),
  ...documentLineAnswerFields,
  credited_amount: z.number().describe("What this invoice's credit notes credited of this line."),
});
export type InvoiceItem = z.infer<typeof InvoiceItemSchema>;

export const PaymentSchema = z.object({
  id: z.number(),
  payment_id: z.number(),
  invoice_id: z.number(),
  submitted_amount: z.number().describe('The amount paid.'),
  submission_date: z.string().describe('YYYY-MM-DD.'),
  amount: z.number().describe('What was still due when this payment was recorded.'),
  status: z.enum(['fully_paid', 'partially_paid']),
  method: z.string(),
  description: z.string(),
  created_at: z.string(),
  by_card: z
    .boolean()
    .describe(
      "Taken by card through the client's link: never edited or deleted (a credit note corrects it).",
    ),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** One credit note of an invoice, as the invoice names it (docs/decisions/0315). */
export const InvoiceCreditNoteSchema = z.object({
  credit_note_id: z.number(),
  credit_note_number: z.string(),
  credit_note_date: z.string(),
  total_amount_gross: z.number(),
  settlement: z.enum(['none', 'refunded', 'kept_as_credit']),
});
export type InvoiceCreditNote = z.infer<typeof InvoiceCreditNoteSchema>;

export const InvoiceSchema = z.object({
  id: z.number(),
  invoice_id: z.number(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  expiry_date: z.string().describe('The due date: invoice_date + validity_term days.'),
  validity_term: z.number(),
  invoice_status: z
    .enum(INVOICE_STATUSES)
    .describe('draft, sent, partpaid, paid, or credited once credit notes cover its whole total.'),
  status: z.enum(INVOICE_STATUSES).describe('The same as invoice_status.'),
  invoice_type: z.enum(['draft', 'partpaid', 'paid', 'credited', 'void']),
  is_overdue: z.boolean().describe('Due date past and still draft, sent or partpaid (not void).'),
  badges: z
    .array(z.string())
    .describe("The card badges (docs/reference/invoices.md 'Statuses'): P/Paid, Paid, Nill, ..."),
  status_word: z
    .enum(INVOICE_STATUS_WORDS)
    .optional()
    .describe(
      "The one status in plain words from the real state, the client's link opened included (Viewed): " +
        'Draft, Sent, Viewed, Overdue, Part-paid, Paid, Void or Credited (docs/decisions/0350, 0366).',
    ),
  ...documentMoneyFields,
  invoice_discount: documentMoneyFields.discount.describe('The same as discount (the spec names both).'),
  total_amount_credited: z.number().describe('What its credit notes credited, added up.'),
  remaining_due: z
    .number()
    .describe('max(0, total_amount_gross - total_amount_paid - total_amount_credited).'),
  credit: z
    .number()
    .describe(
      'What was paid beyond what is owed (an overpayment), kept as credit; what credit notes refunded or ' +
        "kept as the client's credit is not counted again.",
    ),
  invoice_items: z.array(InvoiceItemSchema),
  payments: z.array(PaymentSchema).describe('Oldest first.'),
  payment: z.array(PaymentSchema).describe('The same as payments (the spec names both).'),
  invoice_attachments: z.array(DocumentAttachmentSchema),
  credit_notes: z.array(InvoiceCreditNoteSchema).describe('Its credit notes, oldest first.'),
  credited_totals: z
    .object({
      items_total: z.number(),
      total_discount_amount: z.number(),
      sub_total: z.number(),
      vat_amount: z.number(),
      tax1_amount: z.number(),
      total_amount_gross: z.number(),
    })
    .describe(
      "What its credit notes credited, figure by figure: a further credit note's totals are rounded on these " +
        'and its own together (docs/decisions/0315), so a screen can show them before it is issued.',
    ),
  ...documentPartyFields,
  quotation: z
    .object({ quotation_id: z.number(), quotation_number: z.string() })
    .nullable()
    .describe('The quotation this invoice was made from, if any.'),
  ...documentStampFields,
  locked_by_vat_return: VatLockSchema,
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** A row of the invoice list (docs/reference/api.md 'Lists answer one page'): what a card shows, without the
 * lines, payments, attachments or pdfLink (invoice/ListByInvoiceNumber answers those). */
export const InvoiceListRowSchema = InvoiceSchema.omit({
  invoice_items: true,
  payments: true,
  payment: true,
  invoice_attachments: true,
  credit_notes: true,
  credited_totals: true,
  pdfLink: true,
}).extend(documentListRowFields);
export type InvoiceListRow = z.infer<typeof InvoiceListRowSchema>;

export const InvoiceNumberResponseSchema = z.object({
  response: z
    .object({ response: z.string() })
    .describe('The number the next invoice will get, where the spec reads it: response.response.response.'),
  invoice_number: z.string().describe('The same number, e.g. INV-000001.'),
  invoice_date: z.string().describe('Today: the default date of a new invoice.'),
  ...newDocumentDefaultsFields('invoice_days', 'terms'),
});
export type InvoiceNumberResponse = z.infer<typeof InvoiceNumberResponseSchema>;
