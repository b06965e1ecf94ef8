// Confirming the account's e-mail address (ADR 0215): resend_verification sends the link again, and a
// send refused because the address is not confirmed yet (403 with the server's message) is recognised
// so the screen can offer that resend.
import { useMutation } from '@tanstack/react-query';
import { EMAIL_VERIFICATION_MESSAGES } from '@tradebook/domain/auth/email-verification.schemas';
import { ApiError, apiPost } from '../../api-client';

export async function resendVerification(): Promise<string> {
  const envelope = await apiPost<null>('resend_verification', {});
  return String(envelope.message);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

/** The 403 of a call that would e-mail someone else before the owner's address is confirmed. */
export function isEmailNotConfirmed(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.httpStatus === 403 &&
    error.messages.includes(EMAIL_VERIFICATION_MESSAGES.required)
  );
}
