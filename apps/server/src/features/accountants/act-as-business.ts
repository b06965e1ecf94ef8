// The one check of every authenticated call (docs/decisions/0379-one-check-for-every-call.md). An
// accountant names the business in the X-Business-Id header (ADR 0378); this hook runs after the session
// check and before any handler:
// - a business that did not give this account access (or removed it): 404, whatever the call;
// - a call that changes anything, or is the owner's alone: 403;
// - a read: the request acts as the business owner (request.owner), so every owner-scoped query answers
//   the business's rows unchanged, and request.accountant keeps who is reading.
// The first call of a session on a business is logged as a sign-in, and each download as it is answered.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNTANT_MESSAGES, BUSINESS_HEADER } from '@tradebook/domain/accountants/accountants.schemas';
import { AUTH_MESSAGES } from '@tradebook/domain/auth/auth.schemas';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../app-error';
import { trustedOwnerId, type OwnerId } from '../../db/owner';
import { hashToken } from '../accounts/tokens';
import { insertLogEntry } from './access-log.repository';
import { findGrant } from './accountants.repository';
import { ruleRoute, type RuledRoute } from './accountant-route-rules';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when an accountant reads a business: who they are (request.owner is the business). */
    accountant: { id: OwnerId; email: string } | null;
  }
}

const routeTables = new WeakMap<object, RuledRoute[]>();

/** Every authenticated route with its rule, as the hook saw them added (tests walk it). */
export function accountantRouteTable(app: FastifyInstance): RuledRoute[] {
  return routeTables.get(app.server) ?? [];
}

/** Sessions already logged as signed in to a business by this process; the index decides across processes. */
const signedIn = new Set<string>();
const SIGNED_IN_KEPT = 10_000;

function businessIdOf(request: FastifyRequest): number | undefined {
  const header = request.headers[BUSINESS_HEADER];
  if (header === undefined) return undefined;
  const text = Array.isArray(header) ? header.join(',') : header;
  // Anything but one id names no business of theirs: 404 as for any other business.
  if (!/^\d{1,15}$/.test(text.trim())) throw notFound();
  return Number(text.trim());
}

async function logSignIn(ctx: AppContext, request: FastifyRequest, business: OwnerId) {
  const accountant = request.accountant;
  if (!accountant) return;
  const sessionKey = hashToken(request.apiToken ?? '');
  const key = `${sessionKey}:${business}`;
  if (signedIn.has(key)) return;
  await insertLogEntry(ctx.db, business, {
    accountantId: accountant.id,
    accountantEmail: accountant.email,
    action: 'sign_in',
    detail: request.headers['user-agent']?.slice(0, 200) ?? '',
    sessionKey,
    at: ctx.now().toISOString(),
  });
  if (signedIn.size >= SIGNED_IN_KEPT) signedIn.clear();
  signedIn.add(key);
}

/** Adds the route rules and the check to the authenticated scope, after requireAuthentication. */
export function actAsBusiness(scope: FastifyInstance, ctx: AppContext): void {
  decorate(scope);
  const table: RuledRoute[] = [];
  routeTables.set(scope.server, table);
  scope.addHook('onRoute', (route) => {
    table.push(...ruleRoute(route));
  });

  // Both hooks run on every authenticated call: they call `done` at once when no accountant is reading,
  // rather than returning a promise each (docs/decisions/0428-the-fixed-cost-of-every-request.md).
  scope.addHook('onRequest', (request, _reply, done) => {
    const businessId = businessIdOf(request);
    // Set by the session check (http/auth.ts), which runs first.
    const self = request.owner;
    if (self === null) throw new AppError('unauthorized', AUTH_MESSAGES.unauthenticated);
    if (businessId === undefined || businessId === self) return done();
    readAsBusiness(ctx, request, self, businessId).then(() => done(), done);
  });

  // Before the answer leaves, so a download is never handed over unlogged.
  scope.addHook('onSend', (request, reply, payload, done) => {
    const accountant = request.accountant;
    if (!accountant || request.routeOptions.config.accountant !== 'download') return done(null, payload);
    if (reply.statusCode >= 400 || request.owner === null) return done(null, payload);
    insertLogEntry(ctx.db, request.owner, {
      accountantId: accountant.id,
      accountantEmail: accountant.email,
      action: 'download',
      detail: `${request.method} ${request.routeOptions.url ?? request.url}`,
      sessionKey: null,
      at: ctx.now().toISOString(),
    }).then(() => done(null, payload), done);
  });
}

/** An accountant's read of a business: refused unless the business gave them access, then acting as it. */
async function readAsBusiness(ctx: AppContext, request: FastifyRequest, self: OwnerId, businessId: number) {
  const grant = await findGrant(ctx.db, self, businessId);
  if (!grant) throw notFound();
  const rule = request.routeOptions.config.accountant;
  if (rule !== 'read' && rule !== 'download') throw new AppError('forbidden', ACCOUNTANT_MESSAGES.readOnly);
  const business = trustedOwnerId(businessId);
  request.accountant = { id: self, email: grant.email_lower };
  request.owner = business;
  await logSignIn(ctx, request, business);
}

function decorate(scope: FastifyInstance) {
  if (!scope.hasRequestDecorator('accountant')) scope.decorateRequest('accountant', null);
}
