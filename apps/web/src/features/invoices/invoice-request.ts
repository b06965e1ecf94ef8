// What the add and edit screens send to create_invoice / update_invoice, and the checks of
// docs/reference/invoices.md 'Rules' 'Invoice save' that the web makes before sending (each missing field
// its own toast, in the spec's order, with the edit screen's own wording). The shared parts (lines, discount,
// taxes, totals) come from lib/documents.
import type { Totals } from '@tradebook/domain/documents/totals';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import type { InvoiceStatus } from '@tradebook/domain/invoices/invoice-status';
import type { DocumentDraft } from '../../lib/documents/document-draft';
import {
  saveProblems,
  termOf,
  toAmountsRequest,
  toLineRequests,
  type DocumentAmountsRequest,
  type DocumentLineRequest,
} from '../../lib/documents/document-request';
import type { PaymentRequest } from './payment-form';

export interface InvoiceRequest extends DocumentAmountsRequest {
  invoice_number: string;
  invoice_date: string;
  client_id: number | '';
  validity_term: number | '';
  currency_id: number | '';
  invoice_status: InvoiceStatus | '';
  invoice_items: DocumentLineRequest[];
  invoice_discount: { type: DocumentAmountsRequest['discount_type']; discount: string };
  /** The payment entered in the Payment dialog of the add screen, recorded with the save. */
  payment?: PaymentRequest;
}

export function toInvoiceRequest(
  draft: DocumentDraft,
  totals: Totals,
  status: InvoiceStatus,
): InvoiceRequest {
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
  };
}

export type InvoiceScreen = 'add' | 'edit';

/** Every problem of a save, in the spec's order: status, number, client, terms, currency and the date
 * (the server needs it of every invoice); past a draft also the total and the VAT percent; then a discount
 * that no longer fits the items total. The edit screen says 'Client ID' and 'Currency ID'. */
export function invoiceSaveProblems(request: InvoiceRequest, itemsTotalMinor: number, screen: InvoiceScreen) {
  const pastDraft = request.invoice_status !== '' && request.invoice_status !== 'draft';
  return saveProblems(
    [
      [request.invoice_status, INVOICE_MESSAGES.statusRequired],
      [request.invoice_number, INVOICE_MESSAGES.numberRequired],
      [
        request.client_id,
        screen === 'add' ? INVOICE_MESSAGES.clientRequired : INVOICE_MESSAGES.clientIdRequired,
      ],
      [request.validity_term, INVOICE_MESSAGES.validityRequired],
      [
        request.currency_id,
        screen === 'add' ? INVOICE_MESSAGES.currencyRequired : INVOICE_MESSAGES.currencyIdRequired,
      ],
      [request.invoice_date, INVOICE_MESSAGES.dateRequired],
      ...(pastDraft
        ? ([
            [request.total_amount_gross, INVOICE_MESSAGES.grossRequired],
            [request.vat_percent, INVOICE_MESSAGES.vatPercentRequired],
          ] as const)
        : []),
    ],
    request,
    itemsTotalMinor,
  );
}

/** The editor's save step for one screen and status: the request and what is wrong with it. */
export function invoiceSavePreparer(screen: InvoiceScreen, status: InvoiceStatus) {
  return (draft: DocumentDraft, totals: Totals) => {
    const request = toInvoiceRequest(draft, totals, status);
    return { request, problems: invoiceSaveProblems(request, totals.itemsTotalMinor, screen) };
  };
}
