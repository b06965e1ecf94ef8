// web/payment/getPackages and checkOut against the fake Stripe: the server's own price whatever the
// client sends, return addresses on this site only, unknown packages refused, and no key: 503.
import { SUBSCRIPTION_MESSAGES } from '@tradebook/domain/subscriptions/subscription.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { buildPaymentsApp, checkOut, packageIds, SITE } from '../../../test/subscription-calls';

let env: Awaited<ReturnType<typeof buildPaymentsApp>>;
beforeAll(async () => {
  env = await buildPaymentsApp();
});
afterAll(async () => {
  await env.close();
});

describe('web/payment/getPackages', () => {
  it('lists the two seeded packages with their prices', async () => {
    const { auth } = await signedInUser(env.t.app);
    const res = await postCall(env.t.app, auth, 'web/payment/getPackages', { app_type: 'tradebook' });
    expect(res.statusCode).toBe(200);
    expect(res.json().response.packages).toEqual([
      expect.objectContaining({
        packageName: 'Pro Monthly',
        packagePrice: 4.99,
        days: 30,
        currency_code: 'GBP',
        packagePrice_code: '£4.99 / 30 days',
      }),
      expect.objectContaining({
        packageName: 'Pro Yearly',
        packagePrice: 49.99,
        days: 365,
        currency_code: 'GBP',
        packagePrice_code: '£49.99 / 365 days',
      }),
    ]);
  });

  it('needs a token', async () => {
    const res = await postCall(env.t.app, {}, 'web/payment/getPackages', {});
    expect(res.statusCode).toBe(401);
  });
});

describe('web/payment/checkOut', () => {
  it("charges the package's own price, whatever the client sends", async () => {
    const { auth } = await signedInUser(env.t.app);
    const { yearly } = await packageIds(env.t.app, auth);
    const res = await checkOut(env.t.app, auth, {
      packageId: yearly,
      packagePrice: 0.01,
      amount: 1,
      unit_amount: 1,
    });
    expect(res.statusCode).toBe(200);
    const { paymentId, pgUrl } = res.json().response;
    expect(pgUrl).toBe(`${env.stripe.url}/pay/${paymentId}`);
    const session = env.stripe.sessions.get(paymentId)!;
    expect(session.amount_total).toBe(4999);
    expect(session.currency).toBe('gbp');
    expect(session.mode).toBe('payment');
    expect(session.product_name).toBe('Tradebook Pro Yearly');
    expect(session.success_url).toBe(`${SITE}/stripe-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`${SITE}/stripe-error`);
    const row = await env.t.ctx.db
      .selectFrom('subscription_payments')
      .selectAll()
      .where('session_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(session.client_reference_id).toBe(String(row.id));
    expect(session.metadata).toEqual({ payment_id: String(row.id) });
    expect(row).toMatchObject({ amount_minor: 4999, currency_code: 'GBP', days: 365, credited_at: null });
    const create = env.stripe.creates.find((c) => c.form.client_reference_id === String(row.id));
    expect(create?.idempotencyKey).toBe(`tradebook-checkout-${row.id}`);
  });

  it('keeps a query of the success page and adds session_id to it', async () => {
    const { auth } = await signedInUser(env.t.app);
    const { monthly } = await packageIds(env.t.app, auth);
    const res = await checkOut(env.t.app, auth, {
      packageId: monthly,
      successUrl: `${SITE}/stripe-success?from=settings`,
    });
    expect(res.statusCode).toBe(200);
    const session = env.stripe.sessions.get(res.json().response.paymentId)!;
    expect(session.success_url).toBe(`${SITE}/stripe-success?from=settings&session_id={CHECKOUT_SESSION_ID}`);
  });

  it.each([
    ['successUrl', 'https://evil.example/stripe-success'],
    ['successUrl', 'http://tradebook.test.evil.example/stripe-success'],
    ['successUrl', 'https://tradebook.test/stripe-success'],
    ['successUrl', 'http://user:pw@tradebook.test/stripe-success'],
    ['cancelUrl', 'javascript:alert(1)'],
    ['cancelUrl', '//evil.example/x'],
    ['cancelUrl', '/stripe-error'],
  ])('refuses a %s of another site (%s) and creates nothing', async (field, url) => {
    const { auth } = await signedInUser(env.t.app);
    const { monthly } = await packageIds(env.t.app, auth);
    const before = env.stripe.creates.length;
    const res = await checkOut(env.t.app, auth, { packageId: monthly, [field]: url });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: [SUBSCRIPTION_MESSAGES.returnUrlForeign] });
    expect(env.stripe.creates.length).toBe(before);
  });

  it('refuses an unknown or withdrawn package, a missing one, and another gateway', async () => {
    const { auth } = await signedInUser(env.t.app);
    const withdrawn = await env.t.ctx.db
      .insertInto('packages')
      .values({ name: 'Old', price_minor: 100, currency_code: 'GBP', days: 7, active: 0, created_at: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const packageId of [999_999, Number(withdrawn.id)]) {
      const res = await checkOut(env.t.app, auth, { packageId });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toEqual([SUBSCRIPTION_MESSAGES.packageUnknown]);
    }
    const missing = await checkOut(env.t.app, auth, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual([SUBSCRIPTION_MESSAGES.packageRequired]);
    const paypal = await checkOut(env.t.app, auth, { packageId: 1, gateway: 'paypal' });
    expect(paypal.statusCode).toBe(422);
    expect(paypal.json().message).toEqual([SUBSCRIPTION_MESSAGES.gateway]);
  });
});

describe('without a Stripe key', () => {
  it('still lists the packages, and checkout answers 503 and stores nothing', async () => {
    const t = await buildTestApp();
    try {
      const { auth } = await signedInUser(t.app);
      const { monthly } = await packageIds(t.app, auth);
      const res = await checkOut(t.app, auth, { packageId: monthly });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 0, message: SUBSCRIPTION_MESSAGES.paymentsNotSetUp });
      const rows = await t.ctx.db.selectFrom('subscription_payments').selectAll().execute();
      expect(rows).toEqual([]);
      const hook = await t.app.inject({ method: 'POST', url: '/api/v3/web/payment/webhook', payload: '{}' });
      expect(hook.statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});
