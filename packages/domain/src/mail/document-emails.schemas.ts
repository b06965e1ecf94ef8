// The e-mails of a document as its screen shows them (docs/decisions/0311-tracked-email.md): each one
// queued, then sent (with when) or failed (with the mail server's reason), and Retry for a failed one.
import { z } from 'zod';
import { recordId } from '../api/ids';

export const EMAIL_MESSAGES = {
  emailIdRequired: 'Email ID is required.',
  onlyFailedRetried: 'Only a failed e-mail can be sent again.',
  retried: 'The e-mail is queued again.',
} as const;

export const EMAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

export const DocumentEmailSchema = z.object({
  id: z.number().int(),
  /** document: the document itself was e-mailed; reminder: a payment reminder (features/reminders). */
  kind: z.enum(['document', 'reminder']),
  to: z.string(),
  subject: z.string(),
  state: z.enum(EMAIL_STATES),
  /** Attempts made so far (a queued e-mail that failed once is retried with backoff). */
  attempts: z.number().int(),
  /** The mail server's answer or the connection's error of the last failed attempt. */
  error: z.string().nullable(),
  queued_at: z.string(),
  sent_at: z.string().nullable(),
});
export type DocumentEmail = z.infer<typeof DocumentEmailSchema>;

export const DocumentEmailListSchema = z.array(DocumentEmailSchema);

export const RetryEmailSchema = z.object({ email_id: recordId(EMAIL_MESSAGES.emailIdRequired) });
