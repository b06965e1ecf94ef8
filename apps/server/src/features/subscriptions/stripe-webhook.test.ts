// web/payment/webhook: only a body signed with the webhook secret, within 5 minutes either way, is read; a bad,
// tampered or stale signature is a 400 that changes nothing, and an event id is handled once.
import { SUBSCRIPTION_MESSAGES } from '@tradebook/domain/subscriptions/subscription.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories';
import {
  buildPaymentsApp,
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

async function paidSession() {
  const user = await signedInUser(env.t.app);
  const { monthly } = await packageIds(env.t.app, user.auth);
  const session = await startPurchase(env.t.app, user.auth, monthly);
  env.stripe.markPaid(session);
  return { ...user, session };
}

const eventRows = () => env.t.ctx.db.selectFrom('stripe_events').selectAll().execute();

describe('the Stripe webhook', () => {
  it('credits a paid session for a buyer who never came back, and records the event', async () => {
    const { auth, session } = await paidSession();
    const event = env.stripe.completedEvent(session);
    const res = await sendWebhook(env.t.app, event.body, event.signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      message: SUBSCRIPTION_MESSAGES.webhookReceived,
      response: 'credited',
    });
    expect((await planOf(env.t.app, auth)).subscription[0].noOfDaysRemaining).toBe(30);
    expect((await eventRows()).map((row) => row.event_id)).toContain(event.eventId);
  });

  it('handles a replayed event id once', async () => {
    const { auth, session } = await paidSession();
    const event = env.stripe.completedEvent(session);
    expect((await sendWebhook(env.t.app, event.body, event.signature)).json().response).toBe('credited');
    const replay = await sendWebhook(env.t.app, event.body, event.signature);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().response).toBe('duplicate');
    expect((await planOf(env.t.app, auth)).subscription[0].noOfDaysRemaining).toBe(30);
  });

  it.each([
    ['no signature', () => undefined],
    [
      'a signature made with another secret',
      (s: string) => env.stripe.completedEvent(s, { secret: 'whsec_other' }).signature,
    ],
    ['a garbled signature', () => 't=1,v1=abc'],
  ])('refuses %s with a 400 and changes nothing', async (_name, signatureOf) => {
    const { auth, session } = await paidSession();
    const event = env.stripe.completedEvent(session);
    const before = (await eventRows()).length;
    const res = await sendWebhook(env.t.app, event.body, signatureOf(session));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, message: SUBSCRIPTION_MESSAGES.webhookSignatureInvalid });
    expect((await eventRows()).length).toBe(before);
    expect((await planOf(env.t.app, auth)).subscription[0].noOfDaysRemaining).toBeNull();
  });

  it('refuses a tampered body (its signature no longer matches)', async () => {
    const { auth, session } = await paidSession();
    const event = env.stripe.completedEvent(session);
    const tampered = event.body.replace(`"id":"${event.eventId}"`, '"id":"evt_tampered"');
    expect(tampered).not.toBe(event.body);
    const res = await sendWebhook(env.t.app, tampered, event.signature);
    expect(res.statusCode).toBe(400);
    // Even a re-serialised copy of the same JSON (other spacing) fails: the bytes are what is signed.
    const respaced = JSON.stringify(JSON.parse(event.body), null, 1);
    expect((await sendWebhook(env.t.app, respaced, event.signature)).statusCode).toBe(400);
    expect((await planOf(env.t.app, auth)).subscription[0].noOfDaysRemaining).toBeNull();
  });

  it('refuses a signature older than 5 minutes (a stale replay)', async () => {
    const { auth, session } = await paidSession();
    const stale = env.stripe.completedEvent(session, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect((await sendWebhook(env.t.app, stale.body, stale.signature)).statusCode).toBe(400);
    const fresh = env.stripe.completedEvent(session, { timestamp: Math.floor(Date.now() / 1000) - 240 });
    expect((await sendWebhook(env.t.app, fresh.body, fresh.signature)).statusCode).toBe(200);
    expect((await planOf(env.t.app, auth)).subscription[0].noOfDaysRemaining).toBe(30);
  });

  it('refuses a signature dated more than 5 minutes ahead (made in advance to be replayed later)', async () => {
    const { auth, session } = await paidSession();
    const before = (await eventRows()).length;
    const ahead = env.stripe.completedEvent(session, { timestamp: Math.floor(Date.now() / 1000) + 3600 });
    const res = await sendWebhook(env.t.app, ahead.body, ahead.signature);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, message: SUBSCRIPTION_MESSAGES.webhookSignatureInvalid });
    expect((await eventRows()).length).toBe(before);
    expect((await planOf(env.t.app, auth)).subscription[0].noOfDaysRemaining).toBeNull();
    // A clock a little behind Stripe's is no fault: 4 minutes ahead is read.
    const near = env.stripe.completedEvent(session, { timestamp: Math.floor(Date.now() / 1000) + 240 });
    expect((await sendWebhook(env.t.app, near.body, near.signature)).statusCode).toBe(200);
    expect((await planOf(env.t.app, auth)).subscription[0].noOfDaysRemaining).toBe(30);
  });

  it('records but ignores an event of a session that is not ours or not paid', async () => {
    const foreign = env.stripe.completedEvent('cs_test_someone_else');
    const res = await sendWebhook(env.t.app, foreign.body, foreign.signature);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toBe('ignored');

    const user = await signedInUser(env.t.app);
    const { monthly } = await packageIds(env.t.app, user.auth);
    const unpaid = env.stripe.completedEvent(await startPurchase(env.t.app, user.auth, monthly));
    expect((await sendWebhook(env.t.app, unpaid.body, unpaid.signature)).json().response).toBe('ignored');
    expect((await planOf(env.t.app, user.auth)).subscription[0].noOfDaysRemaining).toBeNull();
  });

  it('answers 503 and records nothing when Stripe cannot be reached, so its retry credits', async () => {
    const { auth, session } = await paidSession();
    const event = env.stripe.completedEvent(session);
    env.stripe.down = true;
    try {
      expect((await sendWebhook(env.t.app, event.body, event.signature)).statusCode).toBe(503);
    } finally {
      env.stripe.down = false;
    }
    expect((await eventRows()).map((row) => row.event_id)).not.toContain(event.eventId);
    expect((await sendWebhook(env.t.app, event.body, event.signature)).json().response).toBe('credited');
    expect((await planOf(env.t.app, auth)).subscription[0].noOfDaysRemaining).toBe(30);
  });
});
