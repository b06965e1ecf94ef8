// POST <kind>/emails {<kind>_id}: a document's e-mails and their state; POST email/retry {email_id}. The
// query sits under the kind's own key (['invoices'], ['quotations'], ['credit-notes']), so sending an e-mail, which
// refreshes the kind, refreshes the list too; while one is queued the list asks again every 2 seconds.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentEmail } from '@tradebook/domain/mail/document-emails.schemas';
import { apiPost } from '../../api-client';

export type EmailedKind = 'invoice' | 'quotation' | 'credit_note';

/** The root query key of each kind's own queries. */
const KIND_KEYS = { invoice: 'invoices', quotation: 'quotations', credit_note: 'credit-notes' } as const;

export const documentEmailsKey = (kind: EmailedKind, id: number) => [KIND_KEYS[kind], 'emails', id] as const;

export async function getDocumentEmails(kind: EmailedKind, id: number): Promise<DocumentEmail[]> {
  return (await apiPost<DocumentEmail[]>(`${kind}/emails`, { [`${kind}_id`]: id })).response ?? [];
}

export function useDocumentEmails(kind: EmailedKind, id: number) {
  return useQuery({
    queryKey: documentEmailsKey(kind, id),
    queryFn: () => getDocumentEmails(kind, id),
    refetchInterval: (query) => (query.state.data?.some((email) => email.state === 'queued') ? 2000 : false),
  });
}

export function useRetryEmail(kind: EmailedKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (emailId: number) =>
      (await apiPost<DocumentEmail>('email/retry', { email_id: emailId })).response,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentEmailsKey(kind, id) }),
  });
}
