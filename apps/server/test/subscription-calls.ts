// The subscription calls as the web makes them, against the app pointed at a fake Stripe.
import type { FastifyInstance } from 'fastify';
import { postCall, type Auth } from './api-calls';
import { fakeStripeEnv, startFakeStripe, type FakeStripe } from './fake-stripe/fake-stripe';
import { buildTestApp, type TestApp } from './test-app';

export const SITE = 'http://tradebook.test';

/** The app with Stripe set up and pointed at a fake started for it. */
export async function buildPaymentsApp(): Promise<{
  t: TestApp;
  stripe: FakeStripe;
  close(): Promise<void>;
}> {
  const stripe = await startFakeStripe();
  const t = await buildTestApp({ env: fakeStripeEnv(stripe) });
  return {
    t,
    stripe,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}

export async function packageIds(
  app: FastifyInstance,
  auth: Auth,
): Promise<{ monthly: number; yearly: number }> {
  const res = await postCall(app, auth, 'web/payment/getPackages', { app_type: 'tradebook' });
  const packages = res.json().response.packages as Array<{ packageId: number; days: number }>;
  return {
    monthly: packages.find((p) => p.days === 30)!.packageId,
    yearly: packages.find((p) => p.days === 365)!.packageId,
  };
}

export function checkOut(app: FastifyInstance, auth: Auth, fields: Record<string, unknown>) {
  return postCall(app, auth, 'web/payment/checkOut', {
    app_type: 'tradebook',
    gateway: 'stripe',
    successUrl: `${SITE}/stripe-success`,
    cancelUrl: `${SITE}/stripe-error`,
    ...fields,
  });
}

export function confirm(app: FastifyInstance, auth: Auth, sessionId: string) {
  return postCall(app, auth, 'web/payment/responseHandler', {
    app_type: 'tradebook',
    paymentId: sessionId,
    gateway: 'stripe',
    transactionCode: sessionId,
  });
}

export function sendWebhook(app: FastifyInstance, body: string, signature: string | undefined) {
  return app.inject({
    method: 'POST',
    url: '/api/v3/web/payment/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload: body,
  });
}

/** A checkout of `packageId` by the user; answers the session id. */
export async function startPurchase(app: FastifyInstance, auth: Auth, packageId: number): Promise<string> {
  const res = await checkOut(app, auth, { packageId });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json().response.paymentId as string;
}

export async function planOf(app: FastifyInstance, auth: Auth) {
  const res = await postCall(app, auth, 'get_setting_list', { app_type: 'tradebook' });
  if (res.statusCode !== 200) throw new Error(`get_setting_list failed: ${res.statusCode} ${res.body}`);
  return res.json().response;
}

/** Today plus `days`, YYYY-MM-DD (UTC). */
export function daysFromToday(days: number): string {
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  return new Date(today + days * 86_400_000).toISOString().slice(0, 10);
}
