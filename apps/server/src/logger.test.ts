// Secrets that travel in URLs never reach a log line (issue 13): the app is built with its real logger
// writing to a stream, the real links are made and opened, and every line written is searched.
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../test/api-calls';
import { createClient } from '../test/catalogue-factories';
import { registerUser, signedInUser } from '../test/factories';
import { linkIn } from '../test/mail';
import { fetchLink, LIMITED_COMPANY, noisyPng, profileOf, updateProfile } from '../test/profile-factories';
import { ACME_CLIENT, createQuotation, workedExample } from '../test/quotation-factories';
import { buildTestApp, type TestApp } from '../test/test-app';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  t = await buildTestApp({ logStream });
});

afterAll(async () => {
  await t.close();
});

/** The secret parts of a signed link: its signature, and its filters when it carries some. */
function secretsOf(url: string): string[] {
  const { searchParams } = new URL(url);
  return ['sig', 'q'].flatMap((name) => searchParams.get(name) ?? []);
}

function expectNoLineContains(secrets: string[]) {
  expect(secrets.length).toBeGreaterThan(0);
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(8);
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  }
}

/** Asks for a reset link and answers its token, read from the e-mail. */
async function resetToken(email: string): Promise<string> {
  const before = t.readOutbox().length;
  await postCall(t.app, {}, 'forgot_password', { email });
  await t.settle();
  const link = linkIn(t.readOutbox()[before] ?? '', 'http://tradebook.test/reset-password?token=');
  return new URL(link ?? 'http://invalid').searchParams.get('token') ?? '';
}

describe('the request log', () => {
  it('never holds a reset token, whether the link is opened or used', async () => {
    const user = await registerUser(t.app);
    const token = await resetToken(user.email);
    expect(token).not.toBe('');
    const logged = lines.length;

    await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    await t.app.inject({ method: 'GET', url: `/api/v3/no_such_call?token=${token}&expires=1` });
    const res = await postCall(t.app, {}, 'reset_password', {
      token,
      password: 'a new long secret',
      confirm_password: 'a new long secret',
    });

    expect(res.statusCode).toBe(200);
    expectNoLineContains([token, encodeURIComponent(token)]);
    const written = lines.slice(logged).join('\n');
    expect(written).toContain('/reset-password?token=[redacted]');
  });

  it('never holds the signature or filters of a PDF, export or file link', async () => {
    const { auth } = await signedInUser(t.app);
    await updateProfile(t.app, auth, {
      ...LIMITED_COMPANY,
      image: { filename: 'logo.png', contentType: 'image/png', data: await noisyPng(32, 32) },
    });
    const client = await createClient(t.app, auth, ACME_CLIENT);
    const quotation = await createQuotation(t.app, auth, workedExample(client.id));
    const exported = await postCall(t.app, auth, 'quotation_export_by_userId', {
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    const links = [quotation.pdfLink, exported.json().response[0], (await profileOf(t.app, auth)).logourl];
    const logged = lines.length;

    for (const link of links) expect((await fetchLink(t, link)).statusCode).toBe(200);

    expectNoLineContains(links.flatMap(secretsOf));
    const written = lines.slice(logged).join('\n');
    expect(written).toMatch(/"url":"\/files\/logo\/\[redacted\]\?expires=\[redacted\]&sig=\[redacted\]"/);
    expect(written).toMatch(/"url":"\/api\/v3\/download\/quotations\/\[redacted\]\?[^"]*q=\[redacted\]"/);
  });

  it('redacts URLs quoted in a message or an error, not only the request line', async () => {
    t.ctx.logger.warn('Reply was already sent for "/files/logo/7/a1b2c3.png?expires=1&sig=SECRETSIG1"');
    t.ctx.logger.error({ err: new Error('failed GET /reset-password?token=SECRETTOKEN1') }, 'failed');

    expectNoLineContains(['SECRETSIG1', 'a1b2c3.png', 'SECRETTOKEN1']);
  });
});

describe('request lines', () => {
  it('logs each request once, when answered, with its method, URL, status and time', async () => {
    const logged = lines.length;
    const res = await t.app.inject({ method: 'GET', url: '/healthz?probe=1' });
    expect(res.statusCode).toBe(200);
    const mine = lines
      .slice(logged)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => JSON.stringify(line.req ?? line.res ?? '').length > 2 || line.reqId !== undefined);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/healthz?probe=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(mine[0]?.responseTime).toEqual(expect.any(Number));
  });
});

describe('password resets', () => {
  it('stores a reset token only as its SHA-256 hash', async () => {
    const user = await registerUser(t.app);
    const token = await resetToken(user.email);

    const rows = await t.ctx.db.selectFrom('password_resets').selectAll().execute();

    expect(JSON.stringify(rows)).not.toContain(token);
    const tokenHash = createHash('sha256').update(token).digest('hex');
    expect(rows.map((row) => row.token_hash)).toContain(tokenHash);
  });
});
