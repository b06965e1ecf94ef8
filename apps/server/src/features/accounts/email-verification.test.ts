// Confirming the account's e-mail (ADR 0327): registration e-mails a single-use link valid 7 days;
// verify_email takes it once; resend_verification sends a new one (rate limited); the profile says
// whether the address is confirmed.
import { EMAIL_VERIFICATION_MESSAGES } from '@tradebook/domain/auth/email-verification.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResponse, postCall } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { confirmThroughLink, verificationToken, verifyEmail } from '../../../test/email-verification';
import { mailHeader, mailText } from '../../../test/mail';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { hashToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const newUser = () => signedInUser(t.app, {}, { unconfirmed: true });
const verified = async (auth: Record<string, string>) =>
  ((await getResponse(t.app, auth, 'get_profile')) as { email_verified: number }).email_verified;

describe('verify_email', () => {
  it('e-mails the new user a link that confirms the address once', async () => {
    const user = await newUser();
    expect(await verified(user.auth)).toBe(0);
    const token = await verificationToken(t, user.email);
    const mail = t.readOutbox().find((raw) => raw.includes('verify-email'))!;
    expect(mailHeader(mail, 'to')).toContain(user.email);
    expect(mailText(mail)).toContain('within 7 days');
    // Only the token's hash is stored.
    const row = await t.ctx.db
      .selectFrom('email_verifications')
      .select('token_hash')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    expect(row?.token_hash).toBe(hashToken(token));

    const res = await verifyEmail(t, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: EMAIL_VERIFICATION_MESSAGES.confirmed });
    expect(await verified(user.auth)).toBe(1);

    const again = await verifyEmail(t, token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ status: 0, message: [EMAIL_VERIFICATION_MESSAGES.invalid] });
  });

  it('refuses an unknown token, an empty one and one older than 7 days', async () => {
    for (const token of ['not-a-token', '', 'x'.repeat(300)]) {
      const res = await verifyEmail(t, token);
      expect(res.statusCode, token).toBe(422);
      expect(res.json()).toMatchObject({ status: 0, message: [EMAIL_VERIFICATION_MESSAGES.invalid] });
    }
    const start = new Date();
    t.setNow(start);
    const user = await newUser();
    const token = await verificationToken(t, user.email);
    t.setNow(new Date(start.getTime() + 7 * 86_400_000 + 60_000));
    try {
      expect((await verifyEmail(t, token)).statusCode).toBe(422);
    } finally {
      t.setNow(undefined);
    }
    expect(await verified(user.auth)).toBe(0);
  });
});

describe('resend_verification', () => {
  it('sends a new link that replaces the older one, at most 5 an hour per user', async () => {
    const user = await newUser();
    const first = await verificationToken(t, user.email);
    const res = await postCall(t.app, user.auth, 'resend_verification');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: EMAIL_VERIFICATION_MESSAGES.sent });
    const second = await verificationToken(t, user.email);
    expect(second).not.toBe(first);
    expect((await verifyEmail(t, first)).statusCode).toBe(422);

    for (let call = 2; call <= 5; call += 1) {
      expect((await postCall(t.app, user.auth, 'resend_verification')).statusCode).toBe(200);
    }
    const refused = await postCall(t.app, user.auth, 'resend_verification');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().status).toBe(0);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not held up by this one's limit.
    const other = await newUser();
    expect((await postCall(t.app, other.auth, 'resend_verification')).statusCode).toBe(200);

    await confirmThroughLink(t, user.email);
    expect(await verified(user.auth)).toBe(1);
  });

  it('sends nothing once the address is confirmed, and needs a session', async () => {
    const user = await signedInUser(t.app);
    await t.settle();
    const before = t.readOutbox().length;
    const res = await postCall(t.app, user.auth, 'resend_verification');
    expect(res.json()).toMatchObject({ status: 1, message: EMAIL_VERIFICATION_MESSAGES.alreadyConfirmed });
    await t.settle();
    expect(t.readOutbox()).toHaveLength(before);
    expect((await postCall(t.app, {}, 'resend_verification')).statusCode).toBe(401);
  });

  it('is limited per IP too', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_PER_IP: '2' } });
    try {
      const user = await signedInUser(limited.app, {}, { unconfirmed: true });
      const call = () => postCall(limited.app, user.auth, 'resend_verification');
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
