import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { ACME_CLIENT, createQuotation, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
// Expired is measured on today: a fixed today makes it known.
beforeEach(() => t.setNow(new Date('2026-12-10T10:00:00Z')));
afterEach(() => t.setNow(undefined));

const local = (url: string) => url.replace('http://tradebook.test', '');
const call = (auth: Auth, route: string, payload: object = {}) => postCall(t.app, auth, route, payload);
const EUR = 978;

/** Quotations of 28 days (today is 10 Dec 2026): QUO-000001 1 May, a draft now expired; QUO-000002 10 Sep,
 * approved; QUO-000003 20 Nov, rejected; QUO-000004 1 Dec, void; QUO-000005 5 Dec, a draft in euros. */
async function seed() {
  const user = await signedInUser(t.app);
  const acme = await createClient(t.app, user.auth, ACME_CLIENT);
  const other = await createClient(t.app, user.auth, {
    full_name: 'Sam Jones',
    email: 'sam@jones.co.uk',
    business_name: 'Jones & Daughters',
  });
  const dated = (clientId: number, date: string, overrides: Record<string, unknown> = {}) =>
    createQuotation(t.app, user.auth, workedExample(clientId, { quotation_date: date, ...overrides }));
  await dated(acme.id, '2026-05-01');
  const approved = await dated(other.id, '2026-09-10');
  await call(user.auth, 'quotation_change_status', { quotation_id: approved.id, status: 'approved' });
  const rejected = await dated(acme.id, '2026-11-20');
  await call(user.auth, 'quotation_change_status', { quotation_id: rejected.id, status: 'rejected' });
  const voided = await dated(acme.id, '2026-12-01');
  await call(user.auth, 'quotation_void', { quotation_id: voided.id });
  await dated(acme.id, '2026-12-05', {
    currency_id: EUR,
    exchange_rate: '0.86',
    quotation_items: [{ name: 'Survey', quantity: 2, unit_price: 50 }],
  });
  return user;
}

async function summary(auth: Auth, filters: Record<string, unknown>) {
  const res = await call(auth, 'quotation_export_pdf_by_userId', filters);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ status: 1 });
  const link = res.json().response[0] as string;
  expect(link).toMatch(
    /^http:\/\/tradebook\.test\/api\/v3\/download\/quotations\/\d+\/\w+\/quotations.*\.pdf\?/,
  );
  const file = await t.app.inject({ method: 'GET', url: local(link) });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  return { file, text: await pdfText(file.rawPayload) };
}

describe('quotation_export_pdf_by_userId (PDF summary)', () => {
  it('lists the quotations of the filters with their figures, and totals per currency without the void', async () => {
    const { auth } = await seed();
    const { file, text } = await summary(auth, { start_date: '2026-01-01', end_date: '2026-12-31' });
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="quotations-2026-01-01-to-2026-12-31.pdf"',
    );
    for (const expected of [
      'Quotations',
      'Alex Baker',
      'Dated 1 Jan 2026 to 31 Dec 2026 · status: all',
      'Made on 10 Dec 2026. Totals leave out void documents.',
      'Number Date Valid until Client Status Subtotal Tax Total',
      // 2 x 50.00 less 10%: 90.00; taxes 20% and 7.5%: 18.00 + 6.75.
      'QUO-000005 2026-12-05 2027-01-02 Acme Holdings draft €90.00 €24.75 €114.75',
      'QUO-000004 2026-12-01 2026-12-29 Acme Holdings void £64.77 £17.81 £82.58',
      'QUO-000003 2026-11-20 2026-12-18 Acme Holdings rejected £64.77 £17.81 £82.58',
      'QUO-000002 2026-09-10 2026-10-08 Jones & Daughters approved £64.77 £17.81 £82.58',
      'QUO-000001 2026-05-01 2026-05-29 Acme Holdings expired £64.77 £17.81 £82.58',
      // Pounds and euros are never added together; the void one is left out: 3 x 82.58.
      'Total (GBP, 3): £247.74',
      'Total (EUR, 1): €114.75',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Quotations take no payments: no paid or due lines.
    expect(text).not.toContain('Paid (');
    expect(text).not.toContain('Due (');
  });

  it('takes the status filter and the search, and says so under the title', async () => {
    const { auth } = await seed();
    const approved = await summary(auth, { category: 'approved', search_field: 'jones' });
    expect(approved.file.headers['content-disposition']).toBe('attachment; filename="quotations.pdf"');
    expect(approved.text).toContain('Dated up to 10 Dec 2026 · status: approved · matching "jones"');
    expect(approved.text).toContain('QUO-000002');
    for (const other of ['QUO-000001', 'QUO-000003', 'QUO-000004', 'QUO-000005']) {
      expect(approved.text, other).not.toContain(other);
    }
    expect(approved.text).toContain('Total (GBP, 1): £82.58');

    const voided = await summary(auth, { category: 'void' });
    expect(voided.text).toContain('QUO-000004');
    expect(voided.text).toContain('Total: nothing to add up');
  });

  it("holds only the user's own quotations, and refuses a bad filter with its message", async () => {
    await seed();
    const stranger = await signedInUser(t.app);
    const { text } = await summary(stranger.auth, {});
    expect(text).not.toContain('QUO-0000');
    expect(text).toContain('Total: nothing to add up');

    const bad = await call(stranger.auth, 'quotation_export_pdf_by_userId', { end_date: '31/12/2026' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ status: 0, message: ['End date must be a valid date (YYYY-MM-DD).'] });
  });
});
