// POST invoice/add_payment: records one payment and answers the invoice with its new paid, due and
// status. The Idempotency-Key header names the submission: the same key sent again (a double click, a
// retry after a lost answer) records nothing new (docs/reference/invoices.md 'Calls').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import type { AddPaymentRequest } from '@tradebook/domain/invoices/payment.schemas';
import { apiPost } from '../../api-client';
import { storeDocument } from '../documents/document-queries';
import { INVOICE_KIND } from '../../documents/kinds/invoice-kind';

export interface AddPaymentCall {
  payment: AddPaymentRequest;
  idempotencyKey: string;
}

export async function addPayment({ payment, idempotencyKey }: AddPaymentCall): Promise<Invoice> {
  return (
    await apiPost<Invoice>(
      'invoice/add_payment',
      { ...payment },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    )
  ).response;
}

export function useAddPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPayment,
    onSuccess: async (invoice) => {
      storeDocument(queryClient, INVOICE_KIND, invoice);
      // The lists and other reads; the invoice itself is already the answer.
      await queryClient.invalidateQueries({
        queryKey: INVOICE_KIND.queryKey,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}
