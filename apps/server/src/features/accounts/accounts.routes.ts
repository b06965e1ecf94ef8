import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from '@tradebook/domain/auth/auth.schemas';
import {
  ForgotPasswordAnswerSchema,
  LoginAnswerSchema,
  LogoutAnswerSchema,
  RegisterAnswerSchema,
  ResetPasswordAnswerSchema,
} from '@tradebook/domain/auth/auth-answers.schemas';
import {
  ResendVerificationAnswerSchema,
  VerifyEmailAnswerSchema,
  VerifyEmailSchema,
  EMAIL_VERIFICATION_MESSAGES,
} from '@tradebook/domain/auth/email-verification.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity } from '../../http/reply';
import { registerUser } from './register-user';
import { requestPasswordReset, resetPassword } from './reset-password';
import { resendVerification } from './send-verification-link';
import { signIn, signOut } from './sign-in';
import { verifyEmail } from './verify-email';

/** Calls made without a token: sign up, sign in, forgot and reset password. */
export function accountsPublicRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['accounts'];

    app.post(
      api('register_user'),
      {
        schema: {
          tags,
          body: RegisterSchema,
          description: 'Creates an account with 30 days of free usage; the user then signs in.',
          response: { 200: RegisterAnswerSchema },
        },
      },
      async (request) => {
        await registerUser(ctx, request.body, request.ip);
        return answer(null, AUTH_MESSAGES.registered);
      },
    );

    app.post(
      api('login'),
      {
        schema: {
          tags,
          body: LoginSchema,
          description:
            'Opens a session: `api_token` (beside `response`) and the user in `response`. After 5 failures ' +
            'of one address from one IP, that pair waits 1 s, 2 s, 4 s ... (up to 15 minutes) before each ' +
            'attempt: 429 with `Retry-After` in seconds.',
          response: { 200: LoginAnswerSchema },
        },
      },
      async (request) => {
        const { owner, token } = await signIn(ctx, request.body, request.ip);
        return { ...answer(await ctx.ports.currentUser(ctx, owner), 'Welcome!'), api_token: token };
      },
    );

    app.post(
      api('forgot_password'),
      {
        schema: {
          tags,
          body: ForgotPasswordSchema,
          description:
            'E-mails a reset link valid for one hour; the same answer whether the account exists or not.',
          response: { 200: ForgotPasswordAnswerSchema },
        },
      },
      async (request) => {
        await requestPasswordReset(ctx, request.body, request.ip);
        return answer(null, AUTH_MESSAGES.forgotSent);
      },
    );

    app.post(
      api('reset_password'),
      {
        schema: {
          tags,
          body: ResetPasswordSchema,
          description: 'Sets a new password through the e-mailed link; ends every session.',
          response: { 200: ResetPasswordAnswerSchema },
        },
      },
      async (request) => {
        await resetPassword(ctx, request.body, request.ip);
        return answer(null, AUTH_MESSAGES.resetDone);
      },
    );

    app.post(
      api('verify_email'),
      {
        schema: {
          tags,
          body: VerifyEmailSchema,
          description:
            "Confirms the account's e-mail address through the link e-mailed at registration (single use, " +
            'valid 7 days). An unknown, used or expired token answers 422. Until the address is confirmed, ' +
            'calls that would e-mail anyone but the owner answer 403.',
          response: { 200: VerifyEmailAnswerSchema },
        },
      },
      async (request) => {
        await verifyEmail(ctx, request.body, request.ip);
        return answer(null, EMAIL_VERIFICATION_MESSAGES.confirmed);
      },
    );
  };
}

/** Calls of a signed-in user. */
export function accountsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.post(
      api('logout'),
      {
        schema: {
          tags: ['accounts'],
          security: bearerSecurity,
          description: 'Revokes the token of this call.',
          response: { 200: LogoutAnswerSchema },
        },
      },
      async (request) => {
        await signOut(ctx, ownerOf(request), request.apiToken ?? '');
        return answer(null, AUTH_MESSAGES.loggedOut);
      },
    );

    app.post(
      api('resend_verification'),
      {
        schema: {
          tags: ['accounts'],
          security: bearerSecurity,
          description:
            "E-mails the link that confirms the account's address again (a new link; the older one stops " +
            'working). Nothing is sent once the address is confirmed. At most 5 an hour per user, and ' +
            '`RATE_LIMIT_PER_IP` a minute per IP: past either, 429 with `Retry-After`.',
          response: { 200: ResendVerificationAnswerSchema },
        },
      },
      async (request) => answer(null, await resendVerification(ctx, ownerOf(request), request.ip)),
    );
  };
}
