// What the invoice screens send to create_invoice / update_invoice and how a save is checked
// (docs/reference/invoices.md 'Rules' 'Invoice save'; ADR 0237): the domain's save schemas (the update's
// own wording, 'Client ID is required.'), and the screen's own checks of the number and, past a draft, the
// total, which the server works out itself. The order of the fields is the spec's order of the checks:
// the number, the client, the term, the currency, the date, the total and the VAT percent, then the
// discount.
import { z } from 'zod';
import type { Totals } from '@tradebook/domain/documents/totals';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import type { InvoiceStatus } from '@tradebook/domain/invoices/invoice-status';
import {
  CreateInvoiceSchema,
  UpdateInvoiceSchema,
  type CreateInvoiceRequest,
  type UpdateInvoiceRequest,
} from '@tradebook/domain/invoices/save-invoice.schemas';
import type { DocumentDraft } from '../document-draft';
import { termOf, toAmountsRequest, toLineRequests, type DocumentAmountsFields } from '../document-request';
import { requiredText, requiredTotal, type DocumentSave, type DraftField } from '../document-save';

/** What the screen checks beside the schema: the number, and past a draft the total. */
const screenChecks = (status: InvoiceStatus) =>
  z.object({
    invoice_number: requiredText(INVOICE_MESSAGES.numberRequired),
    ...(status === 'draft' ? {} : { total_amount_gross: requiredTotal(INVOICE_MESSAGES.grossRequired) }),
  });

export type InvoiceSaveRequest = CreateInvoiceRequest &
  DocumentAmountsFields & {
    invoice_number: string;
    invoice_discount: NonNullable<CreateInvoiceRequest['invoice_discount']>;
  };
export type InvoiceUpdateRequest = UpdateInvoiceRequest & InvoiceSaveRequest;

const FIELDS: ReadonlyArray<readonly [string, DraftField | null]> = [
  ['invoice_id', null],
  ['invoice_status', null],
  ['invoice_number', 'number'],
  ['client_id', 'client'],
  ['validity_term', 'term'],
  ['currency_id', 'currency'],
  ['invoice_date', 'date'],
  ['total_amount_gross', 'lines'],
  ['vat_percent', 'taxes'],
  ['invoice_items', 'lines'],
  ['discount_type', 'discount'],
  ['discount_value', 'discount'],
  ['vat_name', 'taxes'],
  ['tax1_name', 'taxes'],
  ['tax1_percent', 'taxes'],
  ['notes', 'notes'],
  ['payment', null],
];

export function toInvoiceRequest(draft: DocumentDraft, totals: Totals, status: InvoiceStatus) {
  const amounts = toAmountsRequest(draft, totals);
  return {
    invoice_number: draft.number.trim(),
    invoice_date: draft.date.trim(),
    client_id: draft.clientId ?? '',
    validity_term: termOf(draft),
    currency_id: draft.currencyId ?? '',
    invoice_status: status,
    invoice_items: toLineRequests(draft, totals),
    ...amounts,
    invoice_discount: amounts.discount,
  } satisfies InvoiceSaveRequest;
}

export type InvoiceRequestOf = ReturnType<typeof toInvoiceRequest>;

/** A new invoice's save (every invoice is created a draft). */
export const INVOICE_CREATE: DocumentSave<InvoiceRequestOf> = {
  toRequest: (draft, totals) => toInvoiceRequest(draft, totals, 'draft'),
  schemas: [CreateInvoiceSchema, screenChecks('draft')],
  fields: FIELDS,
};

/** A saved invoice's save: the update call names it and keeps its status. */
export function invoiceUpdate(invoiceId: number, status: InvoiceStatus) {
  return {
    toRequest: (draft, totals) => ({ ...toInvoiceRequest(draft, totals, status), invoice_id: invoiceId }),
    schemas: [UpdateInvoiceSchema, screenChecks(status)],
    fields: FIELDS,
  } satisfies DocumentSave<InvoiceUpdateRequest>;
}
