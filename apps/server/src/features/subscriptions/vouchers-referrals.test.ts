// voucher/redeem and referral/invite with the reward on profile completion: once per user, 15/30/45
// then 0, and never more than 180 extra days across both.
import { SUBSCRIPTION_MESSAGES } from '@tradebook/domain/subscriptions/subscription.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { registerUser, signedInUser, uniqueEmail } from '../../../test/factories';
import { LIMITED_COMPANY, updateProfile } from '../../../test/profile-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { daysFromToday } from '../../../test/subscription-calls';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let codes = 0;
async function voucher(days: number): Promise<string> {
  const code = `TEST-${++codes}-${days}`;
  await t.ctx.db
    .insertInto('vouchers')
    .values({ code, days, created_at: new Date().toISOString() })
    .execute();
  return code;
}
const redeem = (auth: Auth, code: string) => postCall(t.app, auth, 'voucher/redeem', { code });

async function freeDaysOf(auth: Auth) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v3/get_profile', headers: auth });
  return res.json().response.no_of_days_of_free_usage as number;
}

/** Invites a new address, registers it through the e-mailed link and completes its profile. */
async function inviteAndComplete(inviter: Auth) {
  const email = uniqueEmail('friend');
  expect((await postCall(t.app, inviter, 'referral/invite', { email })).statusCode).toBe(200);
  await t.settle();
  const mail = t.readOutbox().find((m) => m.includes(email))!;
  const ref = /register\?ref=([A-Za-z0-9_-]+)/.exec(mail.replace(/=\r?\n/g, ''))![1];
  const friend = await signedInUser(t.app, { email, ref });
  expect((await updateProfile(t.app, friend.auth, LIMITED_COMPANY)).statusCode).toBe(200);
  return friend;
}

describe('voucher/redeem', () => {
  it('adds the days to free usage once, reading the code in capitals', async () => {
    const code = await voucher(20);
    const { auth } = await signedInUser(t.app);
    const res = await redeem(auth, `  ${code.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Voucher applied: 20 extra days.',
      response: { days_added: 20, extra_free_days: 20, no_of_days_of_free_usage: 50 },
    });
    const again = await redeem(auth, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 0, message: SUBSCRIPTION_MESSAGES.voucherUsed });
    expect(await freeDaysOf(auth)).toBe(50);
    // Another user may use the same code.
    expect((await redeem((await signedInUser(t.app)).auth, code)).statusCode).toBe(200);
  });

  it('refuses an unknown or malformed code (422) and an empty one', async () => {
    const { auth } = await signedInUser(t.app);
    for (const code of ['NOPE-NOT-A-CODE', 'a b', '%']) {
      const res = await redeem(auth, code);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toEqual([SUBSCRIPTION_MESSAGES.voucherInvalid]);
    }
    expect((await redeem(auth, '  ')).json().message).toEqual([SUBSCRIPTION_MESSAGES.voucherRequired]);
    expect(await freeDaysOf(auth)).toBe(30);
  });

  it('credits once when 20 redemptions of one voucher by one user arrive at once', async () => {
    const code = await voucher(10);
    const { auth } = await signedInUser(t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(auth, code)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    expect(await freeDaysOf(auth)).toBe(40);
    const rows = await t.ctx.db
      .selectFrom('voucher_redemptions')
      .innerJoin('vouchers', 'vouchers.id', 'voucher_redemptions.voucher_id')
      .select('days_added')
      .where('vouchers.code', '=', code)
      .execute();
    expect(rows).toEqual([{ days_added: 10 }]);
  });

  it('stops at 180 extra days: the last voucher gives what is left, then 409 and nothing recorded', async () => {
    const { auth } = await signedInUser(t.app);
    expect((await redeem(auth, await voucher(150))).json().response.days_added).toBe(150);
    expect((await redeem(auth, await voucher(50))).json()).toMatchObject({
      message: 'Voucher applied: 30 extra days.',
      response: { days_added: 30, extra_free_days: 180, no_of_days_of_free_usage: 210 },
    });
    const capped = await voucher(5);
    const res = await redeem(auth, capped);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SUBSCRIPTION_MESSAGES.extraDaysCapReached);
    const kept = await t.ctx.db
      .selectFrom('voucher_redemptions')
      .innerJoin('vouchers', 'vouchers.id', 'voucher_redemptions.voucher_id')
      .select('vouchers.code')
      .where('vouchers.code', '=', capped)
      .execute();
    expect(kept).toEqual([]);
  });
});

describe('referral/invite and its reward', () => {
  it('e-mails a sign-up link from PUBLIC_URL, refusing yourself and existing accounts', async () => {
    const inviter = await signedInUser(t.app, { fullname: 'Alex <b>Baker</b>' });
    const email = uniqueEmail('friend');
    const sent = await postCall(t.app, inviter.auth, 'referral/invite', { email: email.toUpperCase() });
    expect(sent.json()).toMatchObject({ status: 1, message: SUBSCRIPTION_MESSAGES.inviteSent });
    await t.settle();
    const mail = t
      .readOutbox()
      .find((m) => m.toLowerCase().includes(email))!
      .replace(/=\r?\n/g, '');
    expect(mail).toMatch(/Subject: You are invited to Tradebook/);
    expect(mail).toMatch(/http:\/\/tradebook\.test\/register\?ref=[A-Za-z0-9_-]{43}/);
    expect(mail).not.toMatch(/Content-Type: text\/html/);

    const self = await postCall(t.app, inviter.auth, 'referral/invite', {
      email: inviter.email.toUpperCase(),
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toEqual([SUBSCRIPTION_MESSAGES.inviteSelf]);
    const existing = await registerUser(t.app);
    const taken = await postCall(t.app, inviter.auth, 'referral/invite', { email: existing.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SUBSCRIPTION_MESSAGES.inviteHasAccount);
    const bad = await postCall(t.app, inviter.auth, 'referral/invite', { email: 'not-an-address' });
    expect(bad.json().message).toEqual([SUBSCRIPTION_MESSAGES.inviteInvalid]);
  });

  it('rewards 15, 30 and 45 days for the 1st to 3rd friend who completes a profile, then 0', async () => {
    const inviter = await signedInUser(t.app);
    const expected = [45, 75, 120, 120];
    for (const days of expected) {
      await inviteAndComplete(inviter.auth);
      expect(await freeDaysOf(inviter.auth)).toBe(days);
    }
    const rows = await t.ctx.db
      .selectFrom('referral_invitations')
      .innerJoin('users', 'users.id', 'referral_invitations.user_id')
      .select(['rewarded_days', 'users.email'])
      .where('users.email', '=', inviter.email)
      .orderBy('referral_invitations.id')
      .execute();
    expect(rows.map((row) => row.rewarded_days)).toEqual([15, 30, 45, 0]);
  });

  it('rewards once per friend: later profile saves give nothing', async () => {
    const inviter = await signedInUser(t.app);
    const friend = await inviteAndComplete(inviter.auth);
    expect(
      (await updateProfile(t.app, friend.auth, { ...LIMITED_COMPANY, companyname: 'Renamed Ltd' }))
        .statusCode,
    ).toBe(200);
    expect(await freeDaysOf(inviter.auth)).toBe(45);
  });

  it('matches an invitation by the registering address when the link was not used', async () => {
    const inviter = await signedInUser(t.app);
    const email = uniqueEmail('friend');
    await postCall(t.app, inviter.auth, 'referral/invite', { email });
    const friend = await signedInUser(t.app, { email });
    await updateProfile(t.app, friend.auth, LIMITED_COMPANY);
    expect(await freeDaysOf(inviter.auth)).toBe(45);
  });

  it('keeps vouchers and referrals together within 180 extra days', async () => {
    const inviter = await signedInUser(t.app);
    await redeem(inviter.auth, await voucher(170));
    await inviteAndComplete(inviter.auth);
    expect(await freeDaysOf(inviter.auth)).toBe(30 + 180);
    const state = (await redeem(inviter.auth, await voucher(1))).json();
    expect(state.message).toBe(SUBSCRIPTION_MESSAGES.extraDaysCapReached);
  });
});

it('moves free usage on from today once it has run out', async () => {
  const { auth, email } = await signedInUser(t.app);
  await t.ctx.db
    .updateTable('users')
    .set({ free_usage_until: daysFromToday(-10) })
    .where('email', '=', email)
    .execute();
  expect((await redeem(auth, await voucher(7))).json().response.no_of_days_of_free_usage).toBe(7);
});
