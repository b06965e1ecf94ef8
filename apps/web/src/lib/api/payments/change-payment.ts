// POST invoice/update_payment and invoice/delete_payment (docs/decisions/0348): a recorded payment is
// corrected or taken out; each answers the invoice with its new paid, due and status. A card payment
// taken through the client's link is refused by the server (and never offered here).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import type {
  DeletePaymentRequest,
  UpdatePaymentRequest,
} from '@tradebook/domain/invoices/payment-changes.schemas';
import { apiPost } from '../../api-client';
import { invalidateDocuments, storeDocument } from '../documents/document-queries';
import { INVOICE_KIND } from '../../documents/kinds/invoice-kind';

export async function updatePayment(request: UpdatePaymentRequest): Promise<Invoice> {
  return (await apiPost<Invoice>('invoice/update_payment', { ...request })).response;
}

export async function deletePayment(request: DeletePaymentRequest): Promise<Invoice> {
  return (await apiPost<Invoice>('invoice/delete_payment', { ...request })).response;
}

function usePaymentChange<Request>(call: (request: Request) => Promise<Invoice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (invoice) => {
      storeDocument(queryClient, INVOICE_KIND, invoice);
      await invalidateDocuments(queryClient, INVOICE_KIND);
    },
  });
}

export const useUpdatePayment = () => usePaymentChange(updatePayment);
export const useDeletePayment = () => usePaymentChange(deletePayment);
