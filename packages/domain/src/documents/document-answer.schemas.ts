// The fields every kind of document answers the same way (docs/reference/documents.md 'Fields'): a line's
// fields, the money of the document, its client and currency, its link and times, and what a list row adds. A
// kind's own schema (quotation.schemas.ts, invoice.schemas.ts) spreads these between its own names
// (quotation_number, invoice_status, ...), so the shared answer is written once.
import { z } from 'zod';

/** A line of a document, without the kind's own id field (quotation_id, invoice_id). */
export const documentLineAnswerFields = {
  name: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  type: z.enum(['parts', 'service']),
  service_type: z.enum(['parts', 'service']),
  total: z.number().describe('quantity x unit_price, rounded once to the cent.'),
  amount: z.number(),
  item_no: z.string(),
  category_id: z.number().nullable(),
  category_type: z.string(),
};

const discountObject = z.object({ type: z.enum(['percent', 'amount']), discount: z.number() });

/** The document's client, currency, note and every total, in the spec's names. */
export const documentMoneyFields = {
  client_id: z.number(),
  currency_id: z.number(),
  exchange_rate: z
    .string()
    .nullable()
    .optional()
    .meta({
      description:
        "Units of the business's currency for one of the document's, as stored (exact text); null when the " +
        "document is in the business's currency.",
    }),
  notes: z.string(),
  items_total: z.number(),
  total_discount_amount: z.number(),
  discount_type: z.enum(['percent', 'amount']),
  discount_value: z.number(),
  discount: discountObject,
  sub_total: z.number(),
  total_amount_net: z.number(),
  vat_name: z.string(),
  vat_percent: z.number(),
  vat_amount: z.number(),
  tax1_name: z.string(),
  tax1_percent: z.number(),
  tax1_amount: z.number(),
  total_amount_gross: z.number(),
  total_amount_paid: z.number(),
};

/** Whether it has images, and its client and currency as the card and PDF name them. */
export const documentPartyFields = {
  is_image: z.enum(['Y', 'N']),
  client: z.object({
    client_id: z.number(),
    business_name: z.string(),
    email: z.string(),
    name: z.string(),
    notes: z.string(),
  }),
  currency: z.object({ id: z.number(), symbol: z.string(), code: z.string(), name: z.string() }),
};

/** The signed PDF link and the document's times. */
export const documentStampFields = {
  pdfLink: z.string().describe('A signed link to the PDF that expires (24 hours); no token needed.'),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** What a list row (docs/reference/api.md 'Lists answer one page') has in place of the lines and attachments.
 */
export const documentListRowFields = {
  attachment_count: z.number().int().describe('How many images are attached (is_image is Y when above 0).'),
  has_note: z.boolean().describe('Whether notes holds a note.'),
};

/** A new document's defaults as its kind's number call answers them beside the number and date: the terms
 * of the kind's setting (`termsSetting`, 28 days until set; `termsMeaning` says what they are), the user's
 * currency and the two tax lines of the settings. */
export function newDocumentDefaultsFields(termsSetting: string, termsMeaning: string) {
  return {
    validity_term: z
      .number()
      .describe(`The ${termsSetting} setting (28 until set): the default ${termsMeaning}.`),
    currency_id: z.number().describe("The user's currency: the default currency."),
    vat_name: z.string().describe('Tax line 1 of the settings.'),
    vat_percent: z.number().describe('Tax line 1 rate, 0 when switched off.'),
    tax1_name: z.string().describe('Tax line 2 of the settings.'),
    tax1_percent: z.number().describe('Tax line 2 rate, 0 when switched off.'),
  };
}
