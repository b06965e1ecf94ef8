// The token check of every authenticated call reads the session's user with their profile columns in the
// same statement (docs/decisions/0423-the-token-check-reads-the-signed-in-user.md). The row is kept on
// that request only, never across requests: a call answering from it sees the user as they were when
// its own token was checked, and the next call reads afresh.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { trustedOwnerId, type OwnerId } from '../../db/owner';
import { findSignedInUser } from './sign-in';
import type { SignedInRow } from './sessions.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's row as the token check read it; null before it (and on public calls). */
    signedInUser: SignedInRow | null;
  }
}

export function decorateSignedInUser(scope: FastifyInstance): void {
  scope.decorateRequest('signedInUser', null);
}

/** The token check: the owner of a live session token, its user's row kept on the request. */
export async function authenticate(
  ctx: AppContext,
  token: string,
  request: FastifyRequest,
): Promise<OwnerId | undefined> {
  const user = await findSignedInUser(ctx, token);
  if (!user) return undefined;
  request.signedInUser = user;
  return trustedOwnerId(Number(user.id));
}

/** The row of the user the request acts as, when that is the signed-in user (not an accountant reading
 * a business, whose rows are read as usual); undefined otherwise. */
export function signedInRowOf(request: FastifyRequest, owner: OwnerId): SignedInRow | undefined {
  const user = request.signedInUser;
  return user !== null && Number(user.id) === owner ? user : undefined;
}
