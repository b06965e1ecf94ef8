// A local fake of the part of Stripe's API the server uses, a real HTTP server the official SDK is
// pointed at (STRIPE_API_BASE): create, list, retrieve and expire Checkout Sessions, and a hosted payment page
// whose Pay button marks the session paid and returns to its success_url, as Stripe's own page does.
// Each secret key is an account of its own, as on Stripe: the server's (FAKE_SECRET_KEY), any key added
// with addAccount, and any test key named like an account ('sk_test_acct_...', so a browser test can type
// one into the app). A session is seen only with the key that made it; a revoked or unknown key gets 401.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { minorToText } from '@tradebook/domain/money/money';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  product_name: string;
  /** Set when paid, as Stripe's PaymentIntent is. */
  payment_intent: string | null;
  /** The secret key (account) that made it: only that key can retrieve it. */
  account: string;
}

export interface FakeStripe {
  /** http://127.0.0.1:<port>: STRIPE_API_BASE. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  /** Calls to POST /v1/checkout/sessions, with their Idempotency-Key and the key that made them. */
  creates: Array<{ idempotencyKey: string | undefined; form: Record<string, string>; key: string }>;
  /** Every API call (not the hosted page): method, path and the secret key it carried. */
  calls: Array<{ method: string; path: string; key: string }>;
  /** Accepts `key` as an account's secret key. */
  addAccount(key: string): void;
  /** Refuses `key` from now on (401), as Stripe does with a rolled key. */
  revokeKey(key: string): void;
  /** While true every API call answers 500, as Stripe does in an outage (the hosted page still works). */
  down: boolean;
  markPaid(id: string): FakeSession;
  /** A checkout.session.completed event for the session, its body and a Stripe-Signature header. */
  completedEvent(
    id: string,
    options?: { eventId?: string; timestamp?: number; secret?: string },
  ): { body: string; signature: string; eventId: string };
  close(): Promise<void>;
}

export const FAKE_SECRET_KEY = 'sk_test_fake_stripe';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_stripe';
/** Test keys named like this are accounts of their own without being added (the browser tests). */
const ACCOUNT_KEY = /^(sk|rk)_test_acct_[A-Za-z0-9_]+$/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeStripe(port = 0): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const creates: FakeStripe['creates'] = [];
  const calls: FakeStripe['calls'] = [];
  const accounts = new Set<string>([FAKE_SECRET_KEY]);
  const revoked = new Set<string>();
  const byIdempotencyKey = new Map<string, FakeSession>();
  let base = '';
  const fake = { down: false } as FakeStripe;

  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const missing = (response: http.ServerResponse, id: string) =>
    json(response, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such checkout.session: '${id}'`,
      },
    });

  const markPaid = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake Stripe: no session ${id}`);
    // As on Stripe, an expired session can no longer be paid.
    if (session.status === 'expired') throw new Error(`fake Stripe: session ${id} has expired`);
    session.payment_status = 'paid';
    session.status = 'complete';
    session.payment_intent ??= `pi_fake_${randomBytes(8).toString('hex')}`;
    return session;
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', base);
      const body = await readBody(request);
      const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (page) {
        const session = sessions.get(decodeURIComponent(page[1] ?? ''));
        if (!session) return missing(response, page[1] ?? '');
        if (session.status === 'expired') {
          response.writeHead(410, { 'content-type': 'text/html; charset=utf-8' });
          return response.end(
            '<!doctype html><title>Fake Stripe Checkout</title><p>This session has expired.</p>',
          );
        }
        if (request.method === 'POST') {
          markPaid(session.id);
          const back = session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
          response.writeHead(303, { location: back });
          return response.end();
        }
        const price = `${minorToText(session.amount_total)} ${session.currency.toUpperCase()}`;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(
          `<!doctype html><html><head><title>Fake Stripe Checkout</title></head><body>` +
            `<h1>${escapeHtml(session.product_name)}</h1><p>${escapeHtml(price)}</p>` +
            `<form method="post" action="/pay/${encodeURIComponent(session.id)}">` +
            `<button type="submit">Pay</button></form>` +
            `<a href="${escapeHtml(session.cancel_url)}">Cancel</a></body></html>`,
        );
      }

      if (fake.down)
        return json(response, 500, { error: { type: 'api_error', message: 'Stripe is down (fake)' } });
      const key = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      calls.push({ method: request.method ?? '', path: url.pathname, key });
      if (revoked.has(key) || !(accounts.has(key) || ACCOUNT_KEY.test(key)))
        return json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });

      if (request.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
        const own = [...sessions.values()].filter((session) => session.account === key);
        const limit = Number(url.searchParams.get('limit') ?? 10);
        return json(response, 200, {
          object: 'list',
          url: '/v1/checkout/sessions',
          has_more: own.length > limit,
          data: own.slice(0, limit),
        });
      }

      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const form = Object.fromEntries(new URLSearchParams(body));
        const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
        creates.push({ idempotencyKey, form, key });
        // Stripe keeps idempotency keys per account.
        const earlier = idempotencyKey ? byIdempotencyKey.get(`${key} ${idempotencyKey}`) : undefined;
        if (earlier) return json(response, 200, earlier);
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of Object.entries(form)) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          mode: form.mode ?? '',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form['line_items[0][price_data][unit_amount]'] ?? 0),
          currency: form['line_items[0][price_data][currency]'] ?? '',
          client_reference_id: form.client_reference_id ?? null,
          metadata,
          success_url: form.success_url ?? '',
          cancel_url: form.cancel_url ?? '',
          url: `${base}/pay/${id}`,
          product_name: form['line_items[0][price_data][product_data][name]'] ?? '',
          payment_intent: null,
          account: key,
        };
        sessions.set(id, session);
        if (idempotencyKey) byIdempotencyKey.set(`${key} ${idempotencyKey}`, session);
        return json(response, 200, session);
      }

      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && retrieve) {
        const id = decodeURIComponent(retrieve[1] ?? '');
        const session = sessions.get(id);
        // Another account's session does not exist for this key, as on Stripe.
        return session?.account === key ? json(response, 200, session) : missing(response, id);
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
      if (request.method === 'POST' && expire) {
        const id = decodeURIComponent(expire[1] ?? '');
        const session = sessions.get(id);
        if (session?.account !== key) return missing(response, id);
        if (session.status !== 'open') {
          return json(response, 400, {
            error: {
              type: 'invalid_request_error',
              message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
            },
          });
        }
        session.status = 'expired';
        return json(response, 200, session);
      }
      return json(response, 404, { error: { type: 'invalid_request_error', message: 'Unknown route' } });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stripe = new Stripe(FAKE_SECRET_KEY);

  Object.assign<FakeStripe, Omit<FakeStripe, 'down'>>(fake, {
    url: base,
    secretKey: FAKE_SECRET_KEY,
    webhookSecret: FAKE_WEBHOOK_SECRET,
    sessions,
    creates,
    calls,
    addAccount: (key) => {
      accounts.add(key);
      revoked.delete(key);
    },
    revokeKey: (key) => {
      revoked.add(key);
    },
    markPaid,
    completedEvent(id, options = {}) {
      const session = sessions.get(id) ?? { id, object: 'checkout.session' };
      const eventId = options.eventId ?? `evt_${randomBytes(12).toString('hex')}`;
      const body = JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: session },
      });
      const signature = stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? FAKE_WEBHOOK_SECRET,
        timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
      });
      return { body, signature, eventId };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return fake;
}

/** The settings that point the app at this fake. */
export function fakeStripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: fake.url,
  };
}
