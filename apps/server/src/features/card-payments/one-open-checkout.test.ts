// A client can never be charged twice for one due (issue 23, docs/decisions/0325): an invoice has one
// open Checkout Session at a time (the same amount gets the same session; another amount expires the
// earlier one at Stripe first), a session paid without coming back is recorded before another is made,
// and at most CHECKOUTS_PER_HOUR sessions are made per invoice an hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_LINK_MESSAGES } from '@tradebook/domain/client-links/client-link-messages';
import {
  confirmOnPage,
  invoiceOf,
  payCard,
  payingBusiness,
  startSession,
} from '../../../test/card-payment-calls';
import { buildPaymentsApp } from '../../../test/subscription-calls';
import { CHECKOUTS_PER_HOUR } from './pay-by-card';

let env: Awaited<ReturnType<typeof buildPaymentsApp>>;
beforeAll(async () => {
  env = await buildPaymentsApp();
});
afterAll(async () => {
  await env.close();
});

const openAtStripe = (key: string) =>
  [...env.stripe.sessions.values()].filter((s) => s.account === key && s.status === 'open');

describe('one open Checkout Session per invoice', () => {
  it('answers the open session again for the same amount, and expires it at Stripe before another amount', async () => {
    const { invoiceToken, key } = await payingBusiness(env.t);
    const createsBefore = env.stripe.creates.length;
    const whole = await startSession(env.t.app, invoiceToken);
    expect(await startSession(env.t.app, invoiceToken)).toBe(whole);
    expect(await startSession(env.t.app, invoiceToken, { amount: '82.58' })).toBe(whole);
    expect(env.stripe.creates.length).toBe(createsBefore + 1);

    const part = await startSession(env.t.app, invoiceToken, { amount: 5 });
    expect(part).not.toBe(whole);
    expect(env.stripe.sessions.get(whole)?.status).toBe('expired');
    expect(env.stripe.calls).toContainEqual({
      method: 'POST',
      path: `/v1/checkout/sessions/${whole}/expire`,
      key,
    });
    expect(openAtStripe(key).map((s) => s.id)).toEqual([part]);
    // The expired session can no longer be paid, nor confirmed.
    expect(() => env.stripe.markPaid(whole)).toThrow(/expired/);
    expect((await confirmOnPage(env.t.app, invoiceToken, whole)).statusCode).toBe(409);

    const again = await startSession(env.t.app, invoiceToken);
    expect(again).not.toBe(whole);
    expect(openAtStripe(key).map((s) => s.id)).toEqual([again]);
  });

  it('records a session paid without coming back before making another: the client is asked to reload', async () => {
    const { auth, invoice, invoiceToken, key } = await payingBusiness(env.t);
    const first = await startSession(env.t.app, invoiceToken, { amount: 10 });
    env.stripe.markPaid(first);

    const res = await payCard(env.t.app, invoiceToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 0, message: CLIENT_LINK_MESSAGES.earlierPaymentReceived });
    expect(openAtStripe(key)).toEqual([]);
    const owned = await invoiceOf(env.t.app, auth, invoice.invoice_number);
    expect(owned).toMatchObject({ total_amount_paid: 10, remaining_due: 72.58, invoice_status: 'partpaid' });

    // The rest is then offered, once; the first session stays recorded once.
    const rest = (await payCard(env.t.app, invoiceToken)).json().response;
    expect(rest.amount).toBe(72.58);
    expect((await confirmOnPage(env.t.app, invoiceToken, first)).json().response.recorded_now).toBe(false);
    expect((await invoiceOf(env.t.app, auth, invoice.invoice_number)).payments).toHaveLength(1);
  });

  it(`makes at most ${CHECKOUTS_PER_HOUR} sessions for an invoice an hour, then answers 429`, async () => {
    const { invoiceToken } = await payingBusiness(env.t);
    let last = '';
    for (let cents = 1; cents <= CHECKOUTS_PER_HOUR; cents += 1) {
      last = await startSession(env.t.app, invoiceToken, { amount: cents / 100 });
    }
    const createsBefore = env.stripe.creates.length;
    const refused = await payCard(env.t.app, invoiceToken, { amount: 20 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 0, message: CLIENT_LINK_MESSAGES.tooManyCheckouts });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(env.stripe.creates.length).toBe(createsBefore);
    // Nothing was expired by the refused call: the open session is still offered for its amount.
    expect(env.stripe.sessions.get(last)?.status).toBe('open');
    expect(await startSession(env.t.app, invoiceToken, { amount: CHECKOUTS_PER_HOUR / 100 })).toBe(last);
  });
});
