// Authenticated routes are registered inside a scope that runs this hook first: it turns the bearer
// token into the signed-in user's OwnerId, or answers 401. Handlers read it with ownerOf(request).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@tradebook/domain/auth/auth.schemas';
import type { OwnerId } from '../db/owner';
import { AppError } from '../app-error';

declare module 'fastify' {
  interface FastifyRequest {
    owner: OwnerId | null;
    apiToken: string | null;
  }
}

/** Given the request too, so that the check may keep what it read for that request only. */
export type VerifyToken = (token: string, request: FastifyRequest) => Promise<OwnerId | undefined>;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export function decorateAuth(app: FastifyInstance): void {
  app.decorateRequest('owner', null);
  app.decorateRequest('apiToken', null);
}

/** Adds the authentication hook to a scope (a plugin context) of authenticated routes. */
export function requireAuthentication(scope: FastifyInstance, verify: VerifyToken): void {
  // Calls `done` from the check's own promise rather than being an async function: one promise and one
  // turn of the microtask queue less on every authenticated call
  // (docs/decisions/0428-the-fixed-cost-of-every-request.md).
  scope.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) return done(new AppError('unauthorized', AUTH_MESSAGES.unauthenticated));
    verify(token, request).then((owner) => {
      if (!owner) return done(new AppError('unauthorized', AUTH_MESSAGES.unauthenticated));
      request.owner = owner;
      request.apiToken = token;
      done();
    }, done);
  });
}

/** The signed-in user of an authenticated route. */
export function ownerOf(request: FastifyRequest): OwnerId {
  if (request.owner === null) throw new AppError('unauthorized', AUTH_MESSAGES.unauthenticated);
  return request.owner;
}
