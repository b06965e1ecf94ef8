// The per-user limit on PDFs, exports and e-mails (issue 13): past RATE_LIMIT_PER_USER in a minute a call
// answers 429 with Retry-After and the envelope, and does no work; each kind of work, and each user, has
// its own count, and the next minute starts afresh.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { createExpense } from '../../../test/expense-factories';
import { signedInUser } from '../../../test/factories';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';

const LIMIT = 3;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_PER_USER: String(LIMIT) } });
});
afterAll(async () => {
  await t.close();
});

// Each test runs inside one minute of the clock, so a count never straddles two windows.
let minute: number;
beforeEach(() => {
  minute = Math.floor(Date.now() / 60_000) * 60_000;
  t.setNow(new Date(minute + 5_000));
});
afterEach(() => t.setNow(undefined));

const local = (url: string) => url.replace('http://tradebook.test', '');
const openPdf = (link: string) => t.app.inject({ method: 'GET', url: local(link) });

function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  // The clock stands 5 seconds into its minute.
  expect(retryAfter).toBe(55);
  expect(res.json()).toMatchObject({
    status: 0,
    message: `Too many PDF, export or e-mail requests. Please try again in ${retryAfter} seconds.`,
  });
}

describe('the limit of heavy work per user', () => {
  it('is 30 a minute of each unless RATE_LIMIT_PER_USER says', () => {
    expect(loadConfig({}).rateLimitPerUser).toBe(30);
  });

  it('refuses a PDF past the limit with 429 and Retry-After, another user still gets theirs', async () => {
    const owner = await ownerWithClient(t.app);
    const quotation = await createQuotation(t.app, owner.auth, workedExample(owner.client.id));
    for (let i = 0; i < LIMIT; i += 1) expect((await openPdf(quotation.pdfLink)).statusCode).toBe(200);
    const refused = await openPdf(quotation.pdfLink);
    expectLimited(refused);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);

    const other = await ownerWithClient(t.app);
    const theirs = await createQuotation(t.app, other.auth, workedExample(other.client.id));
    expect((await openPdf(theirs.pdfLink)).statusCode).toBe(200);
  });

  it('counts exports of every kind together, apart from PDFs, and starts again the next minute', async () => {
    const owner = await ownerWithClient(t.app);
    const quotation = await createQuotation(t.app, owner.auth, workedExample(owner.client.id));
    const calls = ['quotation_export_by_userId', 'invoice_export_xlsx_by_userId', 'export_expense'];
    for (const call of calls)
      expect((await postCall(t.app, owner.auth, call, {})).statusCode, call).toBe(200);
    for (const call of [...calls, 'quotation_export_zip_by_userId', 'generate_pdf', 'create_zip']) {
      expectLimited(await postCall(t.app, owner.auth, call, {}));
    }
    // PDFs have a count of their own.
    expect((await openPdf(quotation.pdfLink)).statusCode).toBe(200);

    t.setNow(new Date(minute + 65_000));
    expect((await postCall(t.app, owner.auth, 'quotation_export_by_userId', {})).statusCode).toBe(200);
  });

  it('refuses an e-mail past the limit and sends nothing', async () => {
    const owner = await ownerWithClient(t.app);
    const quotation = await createQuotation(t.app, owner.auth, workedExample(owner.client.id));
    const email = () =>
      postCall(t.app, owner.auth, 'quotation/emailSent', { quotation_number: quotation.quotation_number });
    for (let i = 0; i < LIMIT; i += 1) expect((await email()).statusCode).toBe(200);
    await t.settle();
    const sent = t.readOutbox().length;
    expectLimited(await email());
    await t.settle();
    expect(t.readOutbox()).toHaveLength(sent);
  });

  it('holds when the calls arrive at the same moment', async () => {
    const { auth } = await signedInUser(t.app);
    await createExpense(t.app, auth);
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 4 }, () => postCall(t.app, auth, 'export_expense', {})),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });
});
