import { AUTH_MESSAGES, type LoginRequest } from '@tradebook/domain/auth/auth.schemas';
import type { AppContext } from '../../app-context';
import { trustedOwnerId, type OwnerId } from '../../db/owner';
import { AppError } from '../../app-error';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { noteFailedSignIn } from './failed-sign-in-alert';
import { takeSignInAttempt } from './login-throttle';
import { enforceLimit, perIpLimit } from './rate-limiter';
import { findLiveSessions, insertSession, revokeSession, type SignedInRow } from './sessions.repository';
import { hashToken, newToken } from './tokens';
import { batchedRead } from '../../db/batched-reads';
import { findUserByEmail } from './users.repository';

export const SESSION_DAYS = 30;

/** Checks the password and opens a session; the same answer whether the e-mail exists or not. */
export async function signIn(
  ctx: AppContext,
  request: LoginRequest,
  ip: string,
): Promise<{ owner: OwnerId; token: string }> {
  await enforceLimit(ctx, `login:ip:${ip}`, perIpLimit(ctx));
  const attempt = await takeSignInAttempt(ctx, request.email, ip);

  const user = await findUserByEmail(ctx.db, request.email);
  const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), request.password);
  if (!user || !valid) {
    await noteFailedSignIn(ctx, request.email, user);
    throw new AppError('unauthorized', AUTH_MESSAGES.invalidLogin);
  }
  await attempt.succeeded();
  const owner = trustedOwnerId(Number(user.id));
  return { owner, token: await openSession(ctx, owner) };
}

export async function openSession(ctx: AppContext, owner: OwnerId): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  await insertSession(ctx.db, owner, {
    tokenHash: hashToken(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString(),
  });
  return token;
}

/** The token check, in one statement with the token checks of requests that arrive with it. */
const findLiveSessionTogether = batchedRead(findLiveSessions);

/** The user of a live (not expired, not revoked) session token, with their profile columns. */
export function findSignedInUser(ctx: AppContext, token: string): Promise<SignedInRow | undefined> {
  return findLiveSessionTogether(ctx.db, { tokenHash: hashToken(token), now: ctx.now().toISOString() });
}

/** The owner of a live (not expired, not revoked) session token. */
export async function verifyToken(ctx: AppContext, token: string): Promise<OwnerId | undefined> {
  const user = await findSignedInUser(ctx, token);
  return user ? trustedOwnerId(Number(user.id)) : undefined;
}

export async function signOut(ctx: AppContext, owner: OwnerId, token: string): Promise<void> {
  await revokeSession(ctx.db, owner, hashToken(token), ctx.now().toISOString());
}
