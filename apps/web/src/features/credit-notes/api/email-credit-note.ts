// POST credit_note/emailSent (credit_note_number, and the composer's to, cc, subject and message; ADR 0209):
// queues the e-mail with the PDF (ADR 0311); the credit note becomes sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailCreditNoteInput } from '@tradebook/domain/credit-notes/credit-note-requests.schemas';
import type { CreditNote } from '@tradebook/domain/credit-notes/credit-note.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidateCreditNotes } from './keys';

export async function emailCreditNote(input: EmailCreditNoteInput): Promise<CreditNote> {
  return (await apiPost<CreditNote>('credit_note/emailSent', input)).response;
}

export function useEmailCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailCreditNote,
    onSuccess: () => invalidateCreditNotes(queryClient),
  });
}
