// POST credit_note/create_from_invoice: issues a credit note for the invoice, all of it or chosen lines and
// amounts; the invoice's due and status change with it, so both the credit notes and the invoices are
// read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCreditNoteRequest } from '@tradebook/domain/credit-notes/create-credit-note.schemas';
import type { CreditNote } from '@tradebook/domain/credit-notes/credit-note.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateDocuments, storeDocument } from '../../../lib/api/documents/document-queries';
import { CREDIT_NOTE_KIND } from '../../../lib/documents/kinds/credit-note-kind';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';

export async function createCreditNote(request: CreateCreditNoteRequest): Promise<CreditNote> {
  return (await apiPost<CreditNote>('credit_note/create_from_invoice', { ...request })).response;
}

export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCreditNote,
    onSuccess: async (note) => {
      await Promise.all([
        invalidateDocuments(queryClient, CREDIT_NOTE_KIND),
        invalidateDocuments(queryClient, INVOICE_KIND),
      ]);
      storeDocument(queryClient, CREDIT_NOTE_KIND, note);
    },
  });
}
