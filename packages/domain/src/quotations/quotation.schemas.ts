// A quotation as the calls answer it (docs/reference/quotations.md 'Calls'): its lines, attachments, client,
// currency and pdfLink, and the defaults of a new one. The requests live beside it:
// save-quotation.schemas.ts, list-quotations.schemas.ts, quotation-requests.schemas.ts and
// quotation-attachments.schemas.ts.
import { z } from 'zod';
import { ClientDecisionSchema } from '../client-links/client-link.schemas';
import { DocumentAttachmentSchema, type DocumentAttachment } from '../documents/attachments.schemas';
import {
  documentLineAnswerFields,
  documentListRowFields,
  documentMoneyFields,
  documentPartyFields,
  documentStampFields,
  newDocumentDefaultsFields,
} from '../documents/document-answer.schemas';
import { QUOTATION_STATUS_WORDS } from '../documents/status-words';

export const QuotationItemSchema = z.object({
  item_id: z.number().describe('Identifies this line (quotation/eachItemDetail takes it).'),
  quotation_id: z.number(),
  ...documentLineAnswerFields,
});
export type QuotationItem = z.infer<typeof QuotationItemSchema>;

// The attachment answer is every kind's; the web still imports it from here.
export { DocumentAttachmentSchema, type DocumentAttachment };

export const QuotationSchema = z.object({
  id: z.number(),
  quotation_id: z.number(),
  quotation_number: z.string(),
  quotation_date: z.string(),
  expiry_date: z.string().describe('quotation_date + validity_term days.'),
  validity_term: z.number(),
  quotation_status: z.string().describe('As stored: draft, sent, approved or rejected (see is_expired).'),
  status: z.string().describe('The same as quotation_status.'),
  quotation_type: z.enum(['draft', 'void']),
  is_expired: z.boolean().describe('Expiry date past and still draft, sent or pending (not void).'),
  status_label: z
    .string()
    .describe('The badge text: Sent, Approved, Rejected, Expired, Pending, draft or Void.'),
  status_word: z
    .enum(QUOTATION_STATUS_WORDS)
    .optional()
    .describe(
      "The one status in plain words from the real state, the client's link opened included (Viewed): " +
        'Draft, Sent, Viewed, Approved, Rejected, Expired, Invoiced or Void (docs/decisions/0350, 0366).',
    ),
  ...documentMoneyFields,
  quotation_items: z.array(QuotationItemSchema),
  quotation_attachments: z.array(DocumentAttachmentSchema),
  ...documentPartyFields,
  invoice: z
    .object({ invoice_id: z.number(), invoice_number: z.string() })
    .nullable()
    .describe('The invoice made from this quotation (quotation/convert_to_invoice), if any.'),
  client_decision: ClientDecisionSchema.nullable().describe(
    "The client's own answer through the quotation's link (accepted or declined, who, when, what they " +
      'wrote), if they gave one.',
  ),
  ...documentStampFields,
});
export type Quotation = z.infer<typeof QuotationSchema>;

/** A row of the quotation list (docs/reference/api.md 'Lists answer one page'): what a card shows, without
 * the lines, attachments or pdfLink (quotation/ListByquotationNumber answers those). */
export const QuotationListRowSchema = QuotationSchema.omit({
  client_decision: true,
  quotation_items: true,
  quotation_attachments: true,
  pdfLink: true,
}).extend(documentListRowFields);
export type QuotationListRow = z.infer<typeof QuotationListRowSchema>;

export const QuotationNumberResponseSchema = z.object({
  response: z.string().describe('The number the next quotation will get, e.g. QUO-000001.'),
  quotation_number: z.string(),
  quotation_date: z.string().describe('Today: the default date of a new quotation.'),
  ...newDocumentDefaultsFields('quotation_days', 'validity term'),
});
