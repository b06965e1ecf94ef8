// create_invoice and update_invoice (docs/reference/invoices.md 'Fields', 'Rules' and 'Calls';
// docs/reference/documents.md 'Fields', docs/reference/invoices.md 'Rules'): the document save schemas with
// the invoice's field names and the spec's messages, in its order (client, validity term, currency, then the
// date), the update's own wording ('Client ID is required.', 'Currency ID is required.'), and the invoice's
// own fields: a status (every invoice is created a draft; a request that calls it something else must carry
// its date, items and first tax rate) and the Payment dialog's payment.
import { z } from 'zod';
import { documentSaveSchemas } from '../documents/save-document.schemas';
import { INVOICE_MESSAGES } from './invoice-messages';
import { INVOICE_STATUSES, type InvoiceStatus } from './invoice-status';

/** The statuses a save may name (the spec's four); 'credited' only follows from credit notes. */
const SAVED_STATUSES = INVOICE_STATUSES.filter((status) => status !== 'credited');
import { paymentField, type PaymentInput } from './payment.schemas';

const statusField = z
  .union([z.string(), z.null()], { error: INVOICE_MESSAGES.statusInvalid })
  .optional()
  .transform((value, ctx): InvoiceStatus => {
    const text = (value ?? '').trim().toLowerCase();
    if (text === '') return 'draft';
    const status = SAVED_STATUSES.find((known) => known === text);
    if (!status) {
      ctx.issues.push({ code: 'custom', message: INVOICE_MESSAGES.statusInvalid, input: value });
      return z.NEVER;
    }
    return status;
  })
  .meta({ type: 'string', enum: [...SAVED_STATUSES], description: 'Left out: draft.' });

const schemas = documentSaveSchemas(
  { date: 'invoice_date', lines: 'invoice_items', id: 'invoice_id' },
  {
    dateRequired: INVOICE_MESSAGES.dateRequired,
    dateInvalid: INVOICE_MESSAGES.dateInvalid,
    clientRequired: INVOICE_MESSAGES.clientRequired,
    validityRequired: INVOICE_MESSAGES.validityRequired,
    validityRange: INVOICE_MESSAGES.validityRange,
    currencyRequired: INVOICE_MESSAGES.currencyRequired,
    idRequired: INVOICE_MESSAGES.invoiceIdRequired,
  },
  {
    dateCheck: 'after-currency',
    updateMessages: {
      clientRequired: INVOICE_MESSAGES.clientIdRequired,
      currencyRequired: INVOICE_MESSAGES.currencyIdRequired,
    },
    extra: {
      fields: { invoice_status: statusField, payment: paymentField },
      read: (body, input, ctx): { payment: PaymentInput | undefined } => {
        // A request that says the invoice is past its draft carries what such an invoice has
        // (docs/reference/invoices.md 'Rules'); the server still creates it as a draft and moves it on
        // itself.
        if (body.invoice_status !== 'draft') {
          if (input.lines.length === 0) {
            ctx.issues.push({ code: 'custom', message: INVOICE_MESSAGES.grossRequired, input: undefined });
          }
          if (input.tax1PercentMilli === undefined) {
            ctx.issues.push({
              code: 'custom',
              message: INVOICE_MESSAGES.vatPercentRequired,
              input: undefined,
            });
          }
        }
        return { payment: body.payment };
      },
    },
  },
);

export const CreateInvoiceSchema = schemas.create;
export type CreateInvoiceRequest = z.input<typeof CreateInvoiceSchema>;
export type InvoiceInput = z.output<typeof CreateInvoiceSchema>;

export const UpdateInvoiceSchema = schemas.update;
export type UpdateInvoiceRequest = z.input<typeof UpdateInvoiceSchema>;
export type UpdateInvoiceInput = z.output<typeof UpdateInvoiceSchema>;
