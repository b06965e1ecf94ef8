// Failed sign-ins slow the one who fails, never lock the owner out, and tell the owner (issue 13).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../../../test/factories';
import { mailHeader, mailText } from '../../../test/mail';
import { buildTestApp, type TestApp } from '../../../test/test-app';

const RATE_LIMITED = { status: 0, message: 'Too many attempts. Please wait a few minutes and try again.' };
const GUESSER = '203.0.113.66';
const OWNER_AT_HOME = '198.51.100.20';
const ALERT_SUBJECT = 'Failed sign-ins to your Tradebook account';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterEach(() => {
  t.setNow(undefined);
});

afterAll(async () => {
  await t.close();
});

/** A moment 1 s into a 15-minute window, so a test's failures fall in one alert window. */
function startOfAWindow(): Date {
  const window = 15 * 60_000;
  return new Date(Math.floor(Date.now() / window) * window + window + 1_000);
}

function login(email: string, password: string, ip = GUESSER) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v3/login',
    remoteAddress: ip,
    payload: { email, password, version: 'web' },
  });
}

async function failFiveTimes(email: string, ip = GUESSER) {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    expect((await login(email, `wrong guess ${attempt}`, ip)).statusCode).toBe(401);
  }
}

function alertsTo(email: string): string[] {
  return t
    .readOutbox()
    .filter(
      (mail) => mailHeader(mail, 'subject') === ALERT_SUBJECT && mailHeader(mail, 'to')?.includes(email),
    );
}

describe('failed sign-ins from one IP', () => {
  it('make that IP wait, while the owner signs in from another IP at once', async () => {
    t.setNow(startOfAWindow());
    const user = await registerUser(t.app);
    await failFiveTimes(user.email);

    const guesser = await login(user.email, 'sixth guess');
    const owner = await login(user.email, user.password, OWNER_AT_HOME);

    expect(guesser.statusCode).toBe(429);
    expect(guesser.json()).toMatchObject(RATE_LIMITED);
    expect(owner.statusCode).toBe(200);
  });

  it('make the IP wait twice as long after each further failure, and say how long in Retry-After', async () => {
    const start = startOfAWindow().getTime();
    t.setNow(new Date(start));
    const user = await registerUser(t.app);
    await failFiveTimes(user.email);

    const waits: string[] = [];
    let elapsed = 0;
    for (let round = 0; round < 4; round += 1) {
      const refused = await login(user.email, 'too soon');
      expect(refused.statusCode).toBe(429);
      const wait = String(refused.headers['retry-after']);
      waits.push(wait);
      elapsed += Number(wait) * 1000;
      t.setNow(new Date(start + elapsed));
      expect((await login(user.email, `guess after ${wait} s`)).statusCode).toBe(401);
    }

    expect(waits).toEqual(['1', '2', '4', '8']);
  });

  it('refuse even the right password while the IP waits, then sign in and start the count again', async () => {
    const start = startOfAWindow().getTime();
    t.setNow(new Date(start));
    const user = await registerUser(t.app);
    await failFiveTimes(user.email);

    expect((await login(user.email, user.password)).statusCode).toBe(429);
    t.setNow(new Date(start + 1000));
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    await failFiveTimes(user.email);
    expect((await login(user.email, 'one more guess')).statusCode).toBe(429);
  });

  it('are forgotten after a day of quiet', async () => {
    const start = startOfAWindow().getTime();
    t.setNow(new Date(start));
    const user = await registerUser(t.app);
    await failFiveTimes(user.email);
    expect((await login(user.email, 'too soon')).statusCode).toBe(429);

    t.setNow(new Date(start + 25 * 60 * 60_000));
    await failFiveTimes(user.email);
  });

  it('wait the same for an address without an account', async () => {
    t.setNow(startOfAWindow());
    const stranger = uniqueEmail('nobody');
    await failFiveTimes(stranger);

    const refused = await login(stranger, 'sixth guess');

    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
  });
});

describe('the owner', () => {
  it('is e-mailed once a window after 10 failures from any IPs', async () => {
    const start = startOfAWindow().getTime();
    t.setNow(new Date(start));
    const user = await registerUser(t.app);
    const failFrom = async (count: number, net: number) => {
      for (let attempt = 1; attempt <= count; attempt += 1) {
        expect((await login(user.email, 'a guess', `192.0.2.${net + attempt}`)).statusCode).toBe(401);
      }
      await t.settle();
    };

    await failFrom(9, 0);
    expect(alertsTo(user.email)).toHaveLength(0);
    await failFrom(1, 9);
    expect(alertsTo(user.email)).toHaveLength(1);
    await failFrom(20, 10);
    expect(alertsTo(user.email)).toHaveLength(1);

    t.setNow(new Date(start + 15 * 60_000));
    await failFrom(10, 30);
    expect(alertsTo(user.email)).toHaveLength(2);
    const text = mailText(alertsTo(user.email)[0] ?? '');
    expect(text).toContain('with a wrong password 10 times within 15 minutes');
    expect(text).toContain('http://tradebook.test/forgot-password');
  });

  it('of no account gets no e-mail, and the answers do not tell', async () => {
    t.setNow(startOfAWindow());
    const before = t.readOutbox().length;
    const stranger = uniqueEmail('nobody');
    const answers = [];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      answers.push((await login(stranger, 'a guess', `192.0.2.${100 + attempt}`)).body);
    }
    await t.settle();

    expect(t.readOutbox()).toHaveLength(before);
    // One answer for every guess: none tells whether the e-mail has an account.
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0] as string)).toMatchObject({
      status: 0,
      message: 'Invalid email or password.',
    });
  });
});
