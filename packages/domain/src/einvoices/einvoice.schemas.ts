// Requests and answers of the e-invoice calls (docs/decisions/0318 to 0322). A problem is what keeps an
// invoice from being a valid e-invoice, in the owner's words, with the form and field where it is fixed.
import { z } from 'zod';
import { optionalText } from '../api/fields';
import { recordId } from '../api/ids';
import { EINVOICE_FORMATS, EINVOICE_SCHEME_CODES } from './einvoice-formats';

export const EINVOICE_MESSAGES = {
  invoiceIdRequired: 'Invoice id is required.',
  creditNoteIdRequired: 'Credit note id is required.',
  formatInvalid: `Format must be one of ${EINVOICE_FORMATS.join(', ')}.`,
  schemeInvalid: 'Please choose an electronic address scheme from the list.',
  attachInvalid: 'Attach must be pdf or facturx.',
  saved: 'Save data Successful.',
  notReady: 'This invoice cannot be made into a valid e-invoice yet.',
  creditNoteNotReady: 'This credit note cannot be made into a valid e-invoice yet.',
  noPrecedingInvoice:
    'A credit note e-invoice must name the invoice it credits (its number and date), and this credit note has none.',
} as const;

export const EInvoiceRequestSchema = z.object({
  invoice_id: recordId(EINVOICE_MESSAGES.invoiceIdRequired),
  format: z.enum(EINVOICE_FORMATS, { error: EINVOICE_MESSAGES.formatInvalid }),
});
export type EInvoiceRequest = z.input<typeof EInvoiceRequestSchema>;

/** credit_note/einvoice_check and credit_note/einvoice: the same request, for a credit note. */
export const CreditNoteEInvoiceRequestSchema = z.object({
  credit_note_id: recordId(EINVOICE_MESSAGES.creditNoteIdRequired),
  format: z.enum(EINVOICE_FORMATS, { error: EINVOICE_MESSAGES.formatInvalid }),
});
export type CreditNoteEInvoiceRequest = z.input<typeof CreditNoteEInvoiceRequestSchema>;

/** Where a problem is fixed: a settings tab, the business profile, the client or the invoice itself. */
export const EINVOICE_PLACES = ['profile', 'tax', 'bank', 'einvoice', 'client', 'invoice'] as const;
export type EInvoicePlace = (typeof EINVOICE_PLACES)[number];

export const EInvoiceProblemSchema = z.object({
  place: z.enum(EINVOICE_PLACES),
  /** The form field to fix ('tax_number', 'vat_number', 'city'), '' when no single field. */
  field: z.string(),
  message: z.string(),
  /** The EN 16931 / XRechnung / Peppol rule behind it ('BR-CO-26'), '' for our own checks. */
  rule: z.string(),
});
export type EInvoiceProblem = z.infer<typeof EInvoiceProblemSchema>;

export const EInvoiceCheckSchema = z.object({
  ready: z.boolean(),
  format: z.enum(EINVOICE_FORMATS),
  problems: z.array(EInvoiceProblemSchema),
});
export type EInvoiceCheck = z.infer<typeof EInvoiceCheckSchema>;

const scheme = z
  .union([z.enum(EINVOICE_SCHEME_CODES), z.literal(''), z.null()], { error: EINVOICE_MESSAGES.schemeInvalid })
  .optional()
  .transform((value) => value ?? '');

/** The seller's e-invoice settings (Settings, E-invoices tab). The VAT number and the company
 * registration number stay in Tax and Registration (tax_number, registration_number). */
export const UpdateEInvoiceSettingsSchema = z.object({
  endpoint_scheme: scheme,
  endpoint_id: optionalText(200, 'Electronic address'),
  tax_registration_id: optionalText(100, 'Tax number'),
  vat_exemption_reason: optionalText(300, 'Reason for charging no VAT'),
  email_attachment: z
    .union([z.literal('pdf'), z.literal('facturx'), z.literal(''), z.null()], {
      error: EINVOICE_MESSAGES.attachInvalid,
    })
    .optional()
    .transform((value): 'pdf' | 'facturx' => (value === 'facturx' ? 'facturx' : 'pdf')),
});
export type UpdateEInvoiceSettingsInput = z.input<typeof UpdateEInvoiceSettingsSchema>;
export type UpdateEInvoiceSettingsRequest = z.output<typeof UpdateEInvoiceSettingsSchema>;

export const EInvoiceSettingsSchema = z.object({
  endpoint_scheme: z.string(),
  endpoint_id: z.string(),
  tax_registration_id: z.string(),
  vat_exemption_reason: z.string(),
  email_attachment: z.enum(['pdf', 'facturx']),
});
export type EInvoiceSettings = z.infer<typeof EInvoiceSettingsSchema>;

/** The buyer's e-invoice fields on a client (Add/Edit client). */
export const clientEInvoiceFields = {
  city: optionalText(100, 'Town or city'),
  vat_number: optionalText(50, 'VAT number'),
  buyer_reference: optionalText(100, 'Buyer reference'),
  einvoice_scheme: scheme,
  einvoice_address: optionalText(200, 'Electronic address'),
};

/** POST expense/read_einvoice: what a supplier's e-invoice says, for the owner to confirm. Amounts are
 * decimal numbers of the invoice's currency; currency_id is our id of it (null when we do not know it). */
export const ReadEInvoiceAnswerSchema = z.object({
  format: z.enum(['ubl', 'cii', 'facturx']),
  type_code: z.string().describe('UNTDID 1001: 380 invoice, 381 credit note.'),
  vendor: z.string(),
  invoice_number: z.string(),
  expense_date: z.string(),
  currency_code: z.string(),
  currency_id: z.number().nullable(),
  net: z.number(),
  vat: z.number(),
  amount: z.number().describe('The invoice total with VAT.'),
  due: z.number(),
});
export type ReadEInvoiceAnswer = z.infer<typeof ReadEInvoiceAnswerSchema>;

export const ReadEInvoiceRequestSchema = z.object({
  file: z
    .unknown()
    .meta({ type: 'string', format: 'binary', description: 'The UBL or CII XML, or the Factur-X PDF.' }),
});
