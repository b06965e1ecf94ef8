// POST credit_note/create_from_invoice: issues a credit note for the invoice, all of it or chosen lines and
// amounts; the invoice's due and status change with it, so both the credit notes and the invoices are
// read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCreditNoteRequest } from '@tradebook/domain/credit-notes/create-credit-note.schemas';
import type { CreditNote } from '@tradebook/domain/credit-notes/credit-note.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateInvoices } from '../../../lib/api/invoices/keys';
import { storeCreditNote } from './get-credit-note';
import { invalidateCreditNotes } from './keys';

export async function createCreditNote(request: CreateCreditNoteRequest): Promise<CreditNote> {
  return (await apiPost<CreditNote>('credit_note/create_from_invoice', { ...request })).response;
}

export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCreditNote,
    onSuccess: async (note) => {
      await Promise.all([invalidateCreditNotes(queryClient), invalidateInvoices(queryClient)]);
      storeCreditNote(queryClient, note);
    },
  });
}
