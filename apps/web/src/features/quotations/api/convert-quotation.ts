// POST quotation/convert_to_invoice (quotation_id): an approved quotation, not void and not converted
// before, becomes a new draft invoice with its client, items, discount, taxes, notes and attachments; the
// answer is that invoice. 409 'Only an approved quotation can be converted to an invoice.' or 'This
// quotation was already converted to an invoice.'
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateDocuments } from '../../../lib/api/documents/document-queries';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { QUOTATION_KIND } from '../../../lib/documents/kinds/quotation-kind';

export async function convertQuotation(quotationId: number): Promise<Invoice> {
  return (await apiPost<Invoice>('quotation/convert_to_invoice', { quotation_id: quotationId })).response;
}

export function useConvertQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertQuotation,
    onSuccess: () =>
      Promise.all([
        invalidateDocuments(queryClient, QUOTATION_KIND),
        invalidateDocuments(queryClient, INVOICE_KIND),
      ]),
  });
}

/** 'Convert to invoice' is offered on an approved quotation that is not void and not converted yet. */
export function canConvertToInvoice(
  quotation: Pick<Quotation, 'quotation_status' | 'quotation_type' | 'invoice'>,
): boolean {
  return (
    quotation.quotation_status === 'approved' && quotation.quotation_type !== 'void' && !quotation.invoice
  );
}
