import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from '@tradebook/domain/auth/auth.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { ok } from '../../http/reply';
import { getProfile } from '../profile/profile.service';
import { registerUser } from './register-user';
import { requestPasswordReset, resetPassword } from './reset-password';
import { signIn, signOut } from './sign-in';

/** Calls made without a token: sign up, sign in, forgot and reset password. */
export function accountsPublicRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['accounts'];

    app.post(api('register_user'), { schema: { tags, body: RegisterSchema } }, async (request) => {
      await registerUser(ctx, request.body, request.ip);
      return ok(null, AUTH_MESSAGES.registered);
    });

    app.post(api('login'), { schema: { tags, body: LoginSchema } }, async (request) => {
      const { owner, token } = await signIn(ctx, request.body, request.ip);
      return { status: 1, message: 'Welcome!', api_token: token, response: await getProfile(ctx, owner) };
    });

    app.post(api('forgot_password'), { schema: { tags, body: ForgotPasswordSchema } }, async (request) => {
      await requestPasswordReset(ctx, request.body, request.ip);
      return ok(null, AUTH_MESSAGES.forgotSent);
    });

    app.post(
      api('reset_password'),
      {
        schema: {
          tags,
          body: ResetPasswordSchema,
          description: 'Sets a new password through the e-mailed link; ends every session.',
        },
      },
      async (request) => {
        await resetPassword(ctx, request.body, request.ip);
        return ok(null, AUTH_MESSAGES.resetDone);
      },
    );
  };
}

/** Calls of a signed-in user. */
export function accountsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post(
      api('logout'),
      {
        schema: {
          tags: ['accounts'],
          security: [{ bearer: [] }],
          description: 'Revokes the token of this call.',
        },
      },
      async (request) => {
        await signOut(ctx, ownerOf(request), request.apiToken ?? '');
        return ok(null, AUTH_MESSAGES.loggedOut);
      },
    );
  };
}
