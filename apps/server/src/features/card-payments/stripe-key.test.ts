// The business's own Stripe key in Settings > Banking, IBAN and Payment Gateway (issue 15): checked with
// Stripe when saved, kept encrypted with the server's key, never answered back (only its last four).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall } from '../../../test/api-calls';
import { ownerWithSentDocuments, readPage } from '../../../test/client-link-calls';
import { signedInUser } from '../../../test/factories';
import { buildPaymentsApp } from '../../../test/subscription-calls';
import { PAYMENT_GATEWAY_MESSAGES } from '@tradebook/domain/settings/payment-gateway.schemas';

let env: Awaited<ReturnType<typeof buildPaymentsApp>>;
beforeAll(async () => {
  env = await buildPaymentsApp();
});
afterAll(async () => {
  await env.close();
});

const BUSINESS_KEY = 'sk_test_acct_BakerJoinery9Q4x';
const save = (auth: Record<string, string>, key: unknown) =>
  postCall(env.t.app, auth, 'payment_gateway/update', { stripe_secret_key: key });
const details = async (auth: Record<string, string>) =>
  (await getCall(env.t.app, auth, 'payment_gateway/get_details')).json().response;

async function storedRow(email: string) {
  return env.t.ctx.db
    .selectFrom('stripe_accounts')
    .innerJoin('users', 'users.id', 'stripe_accounts.user_id')
    .select(['stripe_accounts.user_id', 'secret_key_sealed', 'key_last4', 'mode'])
    .where('users.email_lower', '=', email.toLowerCase())
    .executeTakeFirst();
}

describe("the business's Stripe key", () => {
  it('is checked with Stripe, kept encrypted, and answered only as its last four characters', async () => {
    const { auth, email } = await signedInUser(env.t.app);
    expect(await details(auth)).toEqual({
      connected: false,
      key_last4: null,
      mode: null,
      connected_at: null,
    });

    const res = await save(auth, `  ${BUSINESS_KEY} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 1,
      message: 'Save data Successful.',
      response: { connected: true, key_last4: '9Q4x', mode: 'test' },
    });
    // Stripe was asked with that very key.
    expect(env.stripe.calls.at(-1)).toEqual({
      method: 'GET',
      path: '/v1/checkout/sessions',
      key: BUSINESS_KEY,
    });

    const row = await storedRow(email);
    expect(row?.secret_key_sealed).toMatch(/^v1\./);
    expect(row?.secret_key_sealed).not.toContain(BUSINESS_KEY);
    expect(row?.secret_key_sealed).not.toContain('BakerJoinery');
    const opened = env.t.ctx.keyring.open(
      'stripe-secret-key',
      row?.secret_key_sealed ?? '',
      `stripe-account:${row?.user_id}`,
    );
    expect(opened).toBe(BUSINESS_KEY);
    // Bound to its owner: the sealed key does not open as another user's.
    expect(
      env.t.ctx.keyring.open('stripe-secret-key', row?.secret_key_sealed ?? '', 'stripe-account:999999'),
    ).toBeUndefined();

    for (const answer of [res.body, (await getCall(env.t.app, auth, 'payment_gateway/get_details')).body]) {
      expect(answer).not.toContain(BUSINESS_KEY);
      expect(answer).not.toContain('BakerJoinery');
    }
    expect(await details(auth)).toMatchObject({ connected: true, key_last4: '9Q4x', mode: 'test' });
  });

  it('keeps nothing when Stripe refuses the key (422) or cannot be reached (503)', async () => {
    const { auth, email } = await signedInUser(env.t.app);
    const refused = await save(auth, 'sk_test_notAnAccountKey1234');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: 0, message: [PAYMENT_GATEWAY_MESSAGES.keyRefused] });

    const rolled = 'sk_test_acct_RolledKey5555';
    env.stripe.revokeKey(rolled);
    expect((await save(auth, rolled)).statusCode).toBe(422);

    env.stripe.down = true;
    try {
      const down = await save(auth, BUSINESS_KEY);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 0, message: PAYMENT_GATEWAY_MESSAGES.stripeUnavailable });
    } finally {
      env.stripe.down = false;
    }
    expect(await storedRow(email)).toBeUndefined();
    expect((await details(auth)).connected).toBe(false);
  });

  it('refuses what is not a Stripe secret key before asking Stripe', async () => {
    const { auth } = await signedInUser(env.t.app);
    const callsBefore = env.stripe.calls.length;
    for (const [key, message] of [
      ['', PAYMENT_GATEWAY_MESSAGES.keyRequired],
      [undefined, PAYMENT_GATEWAY_MESSAGES.keyRequired],
      ['pk_test_acct_Publishable123', PAYMENT_GATEWAY_MESSAGES.keyFormat],
      ['sk_test_acct_x\nX-Header: 1', PAYMENT_GATEWAY_MESSAGES.keyFormat],
      ['whsec_123456789', PAYMENT_GATEWAY_MESSAGES.keyFormat],
    ] as const) {
      const res = await save(auth, key);
      expect(res.statusCode, String(key)).toBe(422);
      expect(res.json().message).toEqual([message]);
    }
    expect(env.stripe.calls.length).toBe(callsBefore);
  });

  it('is replaced by a new key, removed on request, and each owner has their own', async () => {
    const { auth, invoiceToken } = await ownerWithSentDocuments(env.t);
    const other = await signedInUser(env.t.app);
    expect((await save(auth, BUSINESS_KEY)).statusCode).toBe(200);
    expect((await readPage(env.t.app, invoiceToken)).pay).toMatchObject({ card: true });
    expect((await save(auth, 'rk_test_acct_Restricted7777')).json().response).toMatchObject({
      key_last4: '7777',
    });
    expect((await details(other.auth)).connected).toBe(false);

    const removed = await postCall(env.t.app, auth, 'payment_gateway/remove');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: PAYMENT_GATEWAY_MESSAGES.removed,
      response: { connected: false },
    });
    expect((await readPage(env.t.app, invoiceToken)).pay).toMatchObject({ card: false });
  });

  it('needs a signed-in owner', async () => {
    expect((await getCall(env.t.app, {}, 'payment_gateway/get_details')).statusCode).toBe(401);
    expect(
      (await postCall(env.t.app, {}, 'payment_gateway/update', { stripe_secret_key: BUSINESS_KEY }))
        .statusCode,
    ).toBe(401);
  });
});
