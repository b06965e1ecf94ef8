// An invoice as the calls answer it (spec 001 section 3; decisions.md 'Document fields'): its lines,
// payments, attachments, client, currency and pdfLink, the remaining due and any credit; its list row; the
// defaults of a new one. The requests live beside it.
import { z } from 'zod';
import { DocumentAttachmentSchema } from '../documents/attachments.schemas';

export const InvoiceItemSchema = z.object({
  item_id: z.number().describe('Identifies this line (invoice/eachItemDetail takes it).'),
  invoice_id: z.number(),
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
});
export type Payment = z.infer<typeof PaymentSchema>;

const discountObject = z.object({ type: z.enum(['percent', 'amount']), discount: z.number() });

export const InvoiceSchema = z.object({
  id: z.number(),
  invoice_id: z.number(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  expiry_date: z.string().describe('The due date: invoice_date + validity_term days.'),
  validity_term: z.number(),
  invoice_status: z.enum(['draft', 'sent', 'partpaid', 'paid']),
  status: z.enum(['draft', 'sent', 'partpaid', 'paid']).describe('The same as invoice_status.'),
  invoice_type: z.enum(['draft', 'partpaid', 'paid', 'void']),
  is_overdue: z.boolean().describe('Due date past and still draft, sent or partpaid (not void).'),
  badges: z.array(z.string()).describe('The card badges of spec 001 section 4: P/Paid, Paid, Nill, ...'),
  client_id: z.number(),
  currency_id: z.number(),
  notes: z.string(),
  items_total: z.number(),
  total_discount_amount: z.number(),
  discount_type: z.enum(['percent', 'amount']),
  discount_value: z.number(),
  discount: discountObject,
  invoice_discount: discountObject,
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
  remaining_due: z.number().describe('max(0, total_amount_gross - total_amount_paid).'),
  credit: z.number().describe('What was paid beyond the total (an overpayment), kept as credit.'),
  invoice_items: z.array(InvoiceItemSchema),
  payments: z.array(PaymentSchema).describe('Oldest first.'),
  payment: z.array(PaymentSchema).describe('The same as payments (the spec names both).'),
  invoice_attachments: z.array(DocumentAttachmentSchema),
  is_image: z.enum(['Y', 'N']),
  client: z.object({
    client_id: z.number(),
    business_name: z.string(),
    email: z.string(),
    name: z.string(),
    notes: z.string(),
  }),
  currency: z.object({ id: z.number(), symbol: z.string(), code: z.string(), name: z.string() }),
  quotation: z
    .object({ quotation_id: z.number(), quotation_number: z.string() })
    .nullable()
    .describe('The quotation this invoice was made from, if any.'),
  pdfLink: z.string().describe('A signed link to the PDF that expires (24 hours); no token needed.'),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** A row of the invoice list (decisions.md 'Lists answer one page'): what a card shows, without the
 * lines, payments, attachments or pdfLink (invoice/ListByInvoiceNumber answers those). */
export const InvoiceListRowSchema = InvoiceSchema.omit({
  invoice_items: true,
  payments: true,
  payment: true,
  invoice_attachments: true,
  pdfLink: true,
}).extend({
  attachment_count: z.number().int().describe('How many images are attached (is_image is Y when above 0).'),
  has_note: z.boolean().describe('Whether notes holds a note.'),
});
export type InvoiceListRow = z.infer<typeof InvoiceListRowSchema>;

export const InvoiceNumberResponseSchema = z.object({
  response: z
    .object({ response: z.string() })
    .describe('The number the next invoice will get, where the spec reads it: response.response.response.'),
  invoice_number: z.string().describe('The same number, e.g. INV-000001.'),
  invoice_date: z.string().describe('Today: the default date of a new invoice.'),
  validity_term: z.number().describe('The invoice_days setting (28 until set): the default terms.'),
  currency_id: z.number().describe("The user's currency: the default currency."),
  vat_name: z.string().describe('Tax line 1 of the settings.'),
  vat_percent: z.number().describe('Tax line 1 rate, 0 when switched off.'),
  tax1_name: z.string().describe('Tax line 2 of the settings.'),
  tax1_percent: z.number().describe('Tax line 2 rate, 0 when switched off.'),
});
export type InvoiceNumberResponse = z.infer<typeof InvoiceNumberResponseSchema>;
