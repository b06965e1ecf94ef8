// verify_email: the page behind the e-mailed link sends its token; a good one confirms the account's
// address once (docs/decisions/0327-confirming-the-account-email.md).
import {
  EMAIL_VERIFICATION_MESSAGES,
  type VerifyEmailRequest,
} from '@tradebook/domain/auth/email-verification.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import { consumeEmailVerification } from './email-verifications.repository';
import { enforceLimit, perIpLimit } from './rate-limiter';
import { hashToken } from './tokens';

export async function verifyEmail(ctx: AppContext, request: VerifyEmailRequest, ip: string): Promise<void> {
  await enforceLimit(ctx, `verify-email:ip:${ip}`, perIpLimit(ctx));
  const userId = await consumeEmailVerification(ctx.db, hashToken(request.token), ctx.now().toISOString());
  if (userId === undefined) throw new AppError('validation', [EMAIL_VERIFICATION_MESSAGES.invalid]);
}
