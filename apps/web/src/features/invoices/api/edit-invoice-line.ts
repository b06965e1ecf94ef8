// POST invoice/eachItemDetail/edit: changes one line of an invoice without payments; answers the
// recomputed invoice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateInvoices } from '../../../lib/api/invoices/keys';

export interface EditInvoiceLineRequest {
  invoice_id: number;
  item_id: number;
  name: string;
  description: string;
  quantity: string;
  unit_price: string;
  type: 'parts' | 'service';
}

export async function editInvoiceLine(request: EditInvoiceLineRequest): Promise<Invoice> {
  return (await apiPost<Invoice>('invoice/eachItemDetail/edit', { ...request })).response;
}

export function useEditInvoiceLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editInvoiceLine,
    onSuccess: () => invalidateInvoices(queryClient),
  });
}
