// POST invoice/eachItemDetail: one line of an invoice (item_id is the line's id).
import type { InvoiceItem } from '@tradebook/domain/invoices/invoice.schemas';
import { apiPost } from '../../../lib/api-client';

export async function getInvoiceLine(invoiceId: number, itemId: number): Promise<InvoiceItem> {
  return (await apiPost<InvoiceItem>('invoice/eachItemDetail', { invoice_id: invoiceId, item_id: itemId }))
    .response;
}
