// POST invoice/einvoice_check (what keeps an invoice from being a valid e-invoice in a format) and
// POST invoice/einvoice (the file itself, downloaded).
import { useQuery } from '@tanstack/react-query';
import type { EInvoiceFormat } from '@tradebook/domain/einvoices/einvoice-formats';
import type { EInvoiceCheck } from '@tradebook/domain/einvoices/einvoice.schemas';
import { apiPost } from '../../../lib/api-client';
import { downloadPost } from '../../../lib/download-file';

export async function checkEInvoice(invoiceId: number, format: EInvoiceFormat): Promise<EInvoiceCheck> {
  return (await apiPost<EInvoiceCheck>('invoice/einvoice_check', { invoice_id: invoiceId, format })).response;
}

export function useEInvoiceCheck(invoiceId: number, format: EInvoiceFormat) {
  return useQuery({
    queryKey: ['invoices', 'einvoice-check', invoiceId, format],
    queryFn: () => checkEInvoice(invoiceId, format),
    staleTime: 0,
  });
}

export function downloadEInvoice(invoiceId: number, format: EInvoiceFormat, number: string): Promise<void> {
  return downloadPost('invoice/einvoice', { invoice_id: invoiceId, format }, `${number}-${format}`);
}
