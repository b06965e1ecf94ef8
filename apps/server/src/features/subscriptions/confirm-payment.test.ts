// web/payment/responseHandler and the webhook together: a session is credited only once the server
// itself found it paid, this user's and at our price, and only once, however many times and by
// whichever path it is confirmed.
import { SUBSCRIPTION_MESSAGES } from '@tradebook/domain/subscriptions/subscription.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories';
import {
  buildPaymentsApp,
  confirm,
  daysFromToday,
  packageIds,
  planOf,
  sendWebhook,
  startPurchase,
} from '../../../test/subscription-calls';

let env: Awaited<ReturnType<typeof buildPaymentsApp>>;
beforeAll(async () => {
  env = await buildPaymentsApp();
});
afterAll(async () => {
  await env.close();
});

async function buyer() {
  const user = await signedInUser(env.t.app);
  return { ...user, ...(await packageIds(env.t.app, user.auth)) };
}

describe('confirming a payment', () => {
  it('credits a paid session once: the second confirmation answers the same state', async () => {
    const { auth, monthly } = await buyer();
    const session = await startPurchase(env.t.app, auth, monthly);
    env.stripe.markPaid(session);

    const first = await confirm(env.t.app, auth, session);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 1,
      message: SUBSCRIPTION_MESSAGES.confirmed,
      response: { noOfDaysRemaining: 30, subscription_type: 'pro', subscription_until: daysFromToday(30) },
    });
    const second = await confirm(env.t.app, auth, session);
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe(SUBSCRIPTION_MESSAGES.alreadyConfirmed);
    expect(second.json().response).toEqual(first.json().response);

    // The profile's subscription_details and the plan card say the same.
    const profile = await env.t.app.inject({ method: 'GET', url: '/api/v3/get_profile', headers: auth });
    expect(profile.json().response.subscription_details).toEqual({
      noOfDaysRemaining: 30,
      subscription_type: 'pro',
    });
    expect((await planOf(env.t.app, auth)).subscription[0]).toMatchObject({ noOfDaysRemaining: 30 });
  });

  it('adds a second purchase to the days still ahead', async () => {
    const { auth, monthly, yearly } = await buyer();
    for (const packageId of [monthly, yearly]) {
      const session = await startPurchase(env.t.app, auth, packageId);
      env.stripe.markPaid(session);
      expect((await confirm(env.t.app, auth, session)).statusCode).toBe(200);
    }
    expect((await planOf(env.t.app, auth)).subscription[0].noOfDaysRemaining).toBe(395);
  });

  it('credits nothing for an unpaid session (409), and credits it once paid', async () => {
    const { auth, monthly } = await buyer();
    const session = await startPurchase(env.t.app, auth, monthly);
    const unpaid = await confirm(env.t.app, auth, session);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ status: 0, message: SUBSCRIPTION_MESSAGES.paymentNotPaid });
    expect((await planOf(env.t.app, auth)).subscription[0].noOfDaysRemaining).toBeNull();
    env.stripe.markPaid(session);
    expect((await confirm(env.t.app, auth, session)).json().response.noOfDaysRemaining).toBe(30);
  });

  it("answers 404 for an unknown session and for another user's, crediting nothing", async () => {
    const owner = await buyer();
    const other = await signedInUser(env.t.app);
    const session = await startPurchase(env.t.app, owner.auth, owner.monthly);
    env.stripe.markPaid(session);
    for (const [auth, id] of [
      [other.auth, session],
      [other.auth, 'cs_test_unknown'],
      [owner.auth, 'cs_test_unknown'],
    ] as const) {
      const res = await confirm(env.t.app, auth, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 0, message: SUBSCRIPTION_MESSAGES.paymentUnknown });
    }
    expect((await planOf(env.t.app, other.auth)).subscription[0].noOfDaysRemaining).toBeNull();
    expect((await planOf(env.t.app, owner.auth)).subscription[0].noOfDaysRemaining).toBeNull();
  });

  it('refuses a session Stripe reports at another price or not ours (404) and credits nothing', async () => {
    const { auth, monthly } = await buyer();
    const session = await startPurchase(env.t.app, auth, monthly);
    env.stripe.markPaid(session).amount_total = 1;
    expect((await confirm(env.t.app, auth, session)).statusCode).toBe(404);
    const fake = env.stripe.sessions.get(session)!;
    fake.amount_total = 499;
    fake.client_reference_id = '999999';
    expect((await confirm(env.t.app, auth, session)).statusCode).toBe(404);
    expect((await planOf(env.t.app, auth)).subscription[0].noOfDaysRemaining).toBeNull();
  });

  it('asks for the payment when no id is sent', async () => {
    const { auth } = await buyer();
    const res = await env.t.app.inject({
      method: 'POST',
      url: '/api/v3/web/payment/responseHandler',
      headers: auth,
      payload: { app_type: 'tradebook' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual([SUBSCRIPTION_MESSAGES.paymentIdRequired]);
  });

  it('credits once when the webhook comes after the success page, and the other way round', async () => {
    const { auth, monthly } = await buyer();
    const first = await startPurchase(env.t.app, auth, monthly);
    env.stripe.markPaid(first);
    expect((await confirm(env.t.app, auth, first)).json().message).toBe(SUBSCRIPTION_MESSAGES.confirmed);
    const late = env.stripe.completedEvent(first);
    const hook = await sendWebhook(env.t.app, late.body, late.signature);
    expect(hook.statusCode).toBe(200);
    expect(hook.json().response).toBe('ignored');

    const second = await startPurchase(env.t.app, auth, monthly);
    env.stripe.markPaid(second);
    const early = env.stripe.completedEvent(second);
    expect((await sendWebhook(env.t.app, early.body, early.signature)).json().response).toBe('credited');
    expect((await confirm(env.t.app, auth, second)).json().message).toBe(
      SUBSCRIPTION_MESSAGES.alreadyConfirmed,
    );
    expect((await planOf(env.t.app, auth)).subscription[0].noOfDaysRemaining).toBe(60);
  });

  it('credits once when 20 confirmations arrive at once (on PostgreSQL, truly at once)', async () => {
    const { auth, monthly } = await buyer();
    const session = await startPurchase(env.t.app, auth, monthly);
    env.stripe.markPaid(session);
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(env.t.app, auth, session)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const messages = answers.map((res) => res.json().message as string);
    expect(messages.filter((m) => m === SUBSCRIPTION_MESSAGES.confirmed)).toHaveLength(1);
    expect((await planOf(env.t.app, auth)).subscription[0].noOfDaysRemaining).toBe(30);
  });
});
