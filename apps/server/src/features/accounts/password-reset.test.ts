import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signedInUser, uniqueEmail } from '../../../test/factories';
import { linkIn, mailHeader } from '../../../test/mail';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { trustedOwnerId } from '../../db/owner';
import { storeNewPassword } from './store-new-password';
import { hashToken } from './tokens';

const FORGOT_SENT = 'If an account exists for this email, we have sent instructions to reset the password.';
const RESET_INVALID = 'This reset link is invalid or has expired. Please request a new one.';
const RESET_LINK = 'http://tradebook.test/reset-password?token=';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

function forgot(email: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v3/forgot_password', headers, payload: { email } });
}

function reset(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/v3/reset_password', payload });
}

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/v3/login', payload: { email, password } });
}

function getProfile(auth: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/v3/get_profile', headers: auth });
}

/** Asks for a reset link for `email` and answers the token of the e-mail it wrote. */
async function resetTokenFor(email: string): Promise<string> {
  const before = t.readOutbox().length;
  expect((await forgot(email)).statusCode).toBe(200);
  await t.settle();
  const outbox = t.readOutbox();
  expect(outbox).toHaveLength(before + 1);
  const link = linkIn(outbox[outbox.length - 1] ?? '', RESET_LINK);
  expect(link).toBeDefined();
  return new URL(link ?? '').searchParams.get('token') ?? '';
}

describe('forgot_password', () => {
  it('answers the same for a known and an unknown e-mail, and writes only to the known one', async () => {
    const user = await registerUser(t.app);
    const before = t.readOutbox().length;

    const known = await forgot(user.email);
    await t.settle();
    expect(t.readOutbox()).toHaveLength(before + 1);
    const unknown = await forgot(uniqueEmail('stranger'));
    await t.settle();
    expect(t.readOutbox()).toHaveLength(before + 1);

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toMatchObject({ status: 1, message: FORGOT_SENT });
    expect(mailHeader(t.readOutbox()[before] ?? '', 'to')).toContain(user.email);
  });

  it('writes to the registered address even when it is typed in another letter case', async () => {
    const user = await registerUser(t.app, { email: uniqueEmail('Quinn.Case') });
    const before = t.readOutbox().length;

    expect((await forgot(`  ${user.email.toUpperCase()}  `)).statusCode).toBe(200);
    await t.settle();

    const outbox = t.readOutbox();
    expect(outbox).toHaveLength(before + 1);
    expect(mailHeader(outbox[before] ?? '', 'to')).toContain(user.email);
  });

  it('builds the link from PUBLIC_URL, never from the Host header of the request', async () => {
    const user = await registerUser(t.app);
    const before = t.readOutbox().length;

    await forgot(user.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    await t.settle();

    const mail = t.readOutbox()[before] ?? '';
    const link = linkIn(mail, RESET_LINK);
    expect(link).toMatch(/^http:\/\/tradebook\.test\/reset-password\?token=[A-Za-z0-9_-]{43,}$/);
    expect(mail).not.toContain('evil.example');
  });

  it('asks for the e-mail address', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/forgot_password', payload: {} });

    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: ['Email is required.'] });
  });
});

describe('reset_password', () => {
  it('sets the new password and ends every other session', async () => {
    const user = await signedInUser(t.app);
    const other = await login(user.email, user.password);
    const otherAuth = { authorization: `Bearer ${other.json().api_token}` };
    const token = await resetTokenFor(user.email);

    const res = await reset({
      token,
      password: 'a brand new secret',
      confirm_password: 'a brand new secret',
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Your password has been reset. Please sign in.' });
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new secret')).statusCode).toBe(200);
    expect((await getProfile(user.auth)).statusCode).toBe(401);
    expect((await getProfile(otherAuth)).statusCode).toBe(401);
  });

  it('works only once', async () => {
    const user = await registerUser(t.app);
    const token = await resetTokenFor(user.email);

    const first = await reset({ token, password: 'first new secret', confirm_password: 'first new secret' });
    const second = await reset({
      token,
      password: 'second new secret',
      confirm_password: 'second new secret',
    });

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ status: 0, message: [RESET_INVALID] });
    expect((await login(user.email, 'first new secret')).statusCode).toBe(200);
    expect((await login(user.email, 'second new secret')).statusCode).toBe(401);
  });

  it('refuses a link older than one hour', async () => {
    const user = await registerUser(t.app);
    const token = await resetTokenFor(user.email);
    try {
      t.setNow(new Date(Date.now() + 61 * 60_000));
      const res = await reset({ token, password: 'too late secret', confirm_password: 'too late secret' });

      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ status: 0, message: [RESET_INVALID] });
    } finally {
      t.setNow(undefined);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('accepts a link used within the hour', async () => {
    const user = await registerUser(t.app);
    const token = await resetTokenFor(user.email);
    try {
      t.setNow(new Date(Date.now() + 59 * 60_000));
      const res = await reset({ token, password: 'just in time', confirm_password: 'just in time' });
      expect(res.statusCode).toBe(200);
    } finally {
      t.setNow(undefined);
    }
  });

  it('refuses a token that was never issued', async () => {
    const res = await reset({
      token: 'dGhpcyBpcyBub3QgYSByZWFsIHJlc2V0IHRva2VuIGF0IGFsbA',
      password: 'whatever secret',
      confirm_password: 'whatever secret',
    });

    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: [RESET_INVALID] });
  });

  it('refuses a confirmation that differs, and the link still works after', async () => {
    const user = await registerUser(t.app);
    const token = await resetTokenFor(user.email);

    const res = await reset({ token, password: 'one new secret', confirm_password: 'another secret' });

    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: ['Confirm password mismatched.'] });
    const retry = await reset({ token, password: 'one new secret', confirm_password: 'one new secret' });
    expect(retry.statusCode).toBe(200);
  });

  it('refuses a password shorter than 8 characters, and the link still works after', async () => {
    const user = await registerUser(t.app);
    const token = await resetTokenFor(user.email);

    const res = await reset({ token, password: 'short', confirm_password: 'short' });

    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 0, message: ['Password must be at least 8 characters.'] });
    expect((await login(user.email, 'short')).statusCode).toBe(401);
    const retry = await reset({ token, password: 'long enough now', confirm_password: 'long enough now' });
    expect(retry.statusCode).toBe(200);
  });

  it('asks for the password and its confirmation', async () => {
    const user = await registerUser(t.app);
    const token = await resetTokenFor(user.email);

    const res = await reset({ token });

    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(['Password is required.', 'Confirm password mismatched.']);
  });
});

describe('which reset link works', () => {
  const newPassword = (word: string) => ({
    password: `${word} long secret`,
    confirm_password: `${word} long secret`,
  });

  it('refuses an older link once a newer one was asked for, and takes the newer one', async () => {
    const user = await registerUser(t.app);
    const older = await resetTokenFor(user.email);
    const newer = await resetTokenFor(user.email);

    const withOlder = await reset({ token: older, ...newPassword('older') });
    const withNewer = await reset({ token: newer, ...newPassword('newer') });

    expect(withOlder.statusCode).toBe(422);
    expect(withOlder.json()).toMatchObject({ status: 0, message: [RESET_INVALID] });
    expect(withNewer.statusCode).toBe(200);
    expect((await login(user.email, 'newer long secret')).statusCode).toBe(200);
  });

  it('refuses every link asked for before the password was reset', async () => {
    const user = await registerUser(t.app);
    const first = await resetTokenFor(user.email);
    const second = await resetTokenFor(user.email);
    expect((await reset({ token: second, ...newPassword('second') })).statusCode).toBe(200);

    for (const token of [first, second]) {
      const res = await reset({ token, ...newPassword('again') });
      expect(res.statusCode).toBe(422);
    }
    expect((await login(user.email, 'second long secret')).statusCode).toBe(200);
  });

  it('ends the open link and every other session whenever a password is stored', async () => {
    const user = await signedInUser(t.app);
    const other = (await login(user.email, user.password)).json().api_token as string;
    const token = await resetTokenFor(user.email);
    const owner = trustedOwnerId((await getProfile(user.auth)).json().response.id);

    // What a password change made in the app would do, keeping the session that made it.
    await t.ctx.db.transaction().execute((trx) =>
      storeNewPassword(trx, owner, {
        passwordHash: 'changed-elsewhere',
        now: new Date().toISOString(),
        keepTokenHash: hashToken(user.token),
      }),
    );

    expect((await reset({ token, ...newPassword('late') })).statusCode).toBe(422);
    expect((await getProfile(user.auth)).statusCode).toBe(200);
    expect((await getProfile({ authorization: `Bearer ${other}` })).statusCode).toBe(401);
  });
});
