import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GB, GBP, uniqueEmail } from '../../../test/factories';
import { linkIn } from '../../../test/mail';
import { buildTestApp, type TestApp } from '../../../test/test-app';

const RATE_LIMITED = { status: 0, message: 'Too many attempts. Please wait a few minutes and try again.' };

/** A moment just after the start of a 15-minute window, so a test's calls all fall in one window. */
function startOfAWindow(): Date {
  const window = 15 * 60_000;
  return new Date(Math.floor(Date.now() / window) * window + window + 1_000);
}

function registration(email: string) {
  return { fullname: 'Lee Stone', email, password: 'long enough words', country: GB, currency: GBP };
}

const calls = {
  register_user: () => registration(uniqueEmail('limit')),
  forgot_password: () => ({ email: uniqueEmail('limit') }),
  reset_password: () => ({
    token: 'no-such-token',
    password: 'long enough words',
    confirm_password: 'long enough words',
  }),
  login: () => ({ email: uniqueEmail('limit'), password: 'long enough words' }),
};

describe('per-IP limits of the sign-in calls', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_PER_IP: '3' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it.each(Object.keys(calls) as Array<keyof typeof calls>)(
    'answers the 4th %s call of a minute from one IP with 429',
    async (call) => {
      t.setNow(startOfAWindow());
      try {
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          const res = await t.app.inject({ method: 'POST', url: `/api/v3/${call}`, payload: calls[call]() });
          expect(res.statusCode).not.toBe(429);
        }
        const fourth = await t.app.inject({ method: 'POST', url: `/api/v3/${call}`, payload: calls[call]() });

        expect(fourth.statusCode).toBe(429);
        expect(fourth.json()).toMatchObject(RATE_LIMITED);
        // The window is a minute and the test starts 1 s into one.
        expect(fourth.headers['retry-after']).toBe('59');
      } finally {
        t.setNow(undefined);
      }
    },
  );

  it('cannot be escaped by claiming another address in X-Forwarded-For', async () => {
    t.setNow(startOfAWindow());
    try {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await t.app.inject({ method: 'POST', url: '/api/v3/login', payload: calls.login() });
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v3/login',
        headers: { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' },
        payload: calls.login(),
      });

      expect(res.statusCode).toBe(429);
    } finally {
      t.setNow(undefined);
    }
  });

  it('counts each IP address on its own', async () => {
    t.setNow(startOfAWindow());
    try {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await t.app.inject({ method: 'POST', url: '/api/v3/login', payload: calls.login() });
      }
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/v3/login',
        remoteAddress: '198.51.100.7',
        payload: calls.login(),
      });

      expect(other.statusCode).toBe(401);
    } finally {
      t.setNow(undefined);
    }
  });
});

describe('per-e-mail limits of the sign-in calls', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers the 11th reset request for one e-mail with 429, known or not', async () => {
    t.setNow(startOfAWindow());
    try {
      const email = uniqueEmail('forgetful');
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v3/forgot_password',
          payload: { email },
        });
        expect(res.statusCode).toBe(200);
      }
      const eleventh = await t.app.inject({
        method: 'POST',
        url: '/api/v3/forgot_password',
        payload: { email: email.toUpperCase() },
      });

      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toMatchObject(RATE_LIMITED);
      expect(eleventh.headers['retry-after']).toBe(String(15 * 60 - 1));
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/v3/forgot_password',
        payload: { email: uniqueEmail('other') },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      t.setNow(undefined);
    }
  });

  it('answers the 11th registration attempt for one e-mail with 429', async () => {
    t.setNow(startOfAWindow());
    try {
      const email = uniqueEmail('eager');
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
      for (let attempt = 1; attempt <= 11; attempt += 1) {
        last = await t.app.inject({
          method: 'POST',
          url: '/api/v3/register_user',
          payload: registration(email),
        });
        statuses.push(last.statusCode);
      }

      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409, 429]);
      expect(last?.headers['retry-after']).toBe(String(15 * 60 - 1));
    } finally {
      t.setNow(undefined);
    }
  });
});

describe('calls at the same moment', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('registers an e-mail once when several registrations of it arrive together', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v3/register_user',
          payload: registration(index % 2 === 0 ? email : email.toUpperCase()),
        }),
      ),
    );

    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await t.ctx.db.selectFrom('users').select('id').where('email_lower', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('lets no more than 5 sign-ins of one e-mail from one IP through even when they arrive together', async () => {
    const email = uniqueEmail('burst');
    await t.app.inject({ method: 'POST', url: '/api/v3/register_user', payload: registration(email) });
    t.setNow(startOfAWindow());
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v3/login',
            payload: { email, password: `guess number ${index}` },
          }),
        ),
      );

      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    } finally {
      t.setNow(undefined);
    }
  });

  it('uses a reset link once when it is sent twice at the same moment', async () => {
    const email = uniqueEmail('twice');
    await t.app.inject({ method: 'POST', url: '/api/v3/register_user', payload: registration(email) });
    // The confirmation e-mail registration sends (ADR 0327) goes before the reset link is asked for.
    await t.settle();
    const before = t.readOutbox().length;
    await t.app.inject({ method: 'POST', url: '/api/v3/forgot_password', payload: { email } });
    await t.settle();
    const link = linkIn(t.readOutbox()[before] ?? '', 'http://tradebook.test/reset-password?token=');
    const value = new URL(link ?? 'http://invalid').searchParams.get('token');
    expect(value).toBeTruthy();

    const answers = await Promise.all(
      ['first choice words', 'second choice words'].map((password) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v3/reset_password',
          payload: { token: value, password, confirm_password: password },
        }),
      ),
    );

    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
  });
});
