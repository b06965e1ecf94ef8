// Confirming the account's e-mail address: the link e-mailed at registration opens /verify-email, which
// calls verify_email with its token; until then nothing is e-mailed to anyone but the owner
// (docs/decisions/0327-confirming-the-account-email.md).
import { z } from 'zod';
import { MessageAnswerSchema } from '../api/envelope';

export const EMAIL_VERIFICATION_MESSAGES = {
  confirmed: 'Thank you: your e-mail address is confirmed.',
  invalid: 'This confirmation link is invalid, used or has expired. Sign in and send yourself a new one.',
  required: 'Please confirm your e-mail address first: we sent you a link.',
  sent: 'We sent you a new link: please check your e-mail.',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
} as const;

/** How long a confirmation link works. */
export const VERIFICATION_LINK_DAYS = 7;

export const VerifyEmailSchema = z.object({
  // Any token that is not one of ours, too long included, answers the same message.
  token: z
    .string({ error: EMAIL_VERIFICATION_MESSAGES.invalid })
    .trim()
    .min(1, { error: EMAIL_VERIFICATION_MESSAGES.invalid, abort: true })
    .max(200, { error: EMAIL_VERIFICATION_MESSAGES.invalid }),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailSchema>;

export const VerifyEmailAnswerSchema = MessageAnswerSchema;
export type VerifyEmailAnswer = z.infer<typeof VerifyEmailAnswerSchema>;
export const ResendVerificationAnswerSchema = MessageAnswerSchema;
export type ResendVerificationAnswer = z.infer<typeof ResendVerificationAnswerSchema>;
