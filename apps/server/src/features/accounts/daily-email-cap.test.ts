// The daily cap of e-mails to others (ADR 0328): DOCUMENT_EMAILS_PER_DAY_NEW for an account younger than
// 7 days, DOCUMENT_EMAILS_PER_DAY after, counted in the database per UTC day; past it 429 with
// Retry-After until midnight UTC, and nothing queued. Lowered here (2 and 3) to stay quick.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { signedInUser, uniqueEmail } from '../../../test/factories';
import { queuedMails, userIdOf } from '../../../test/outbox-counts';
import { createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { ACME_CLIENT, createQuotation, workedExample } from '../../../test/quotation-factories';
import { liveThrough, makeRecurring, ownerInvoices } from '../../../test/recurring';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { dailyCapMessage } from './email-rules';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { DOCUMENT_EMAILS_PER_DAY: '3', DOCUMENT_EMAILS_PER_DAY_NEW: '2' } });
});
afterAll(async () => {
  await t.close();
});

async function ownerWithQuotation(at: string) {
  t.setNow(new Date(at));
  const owner = await signedInUser(t.app);
  const client = await createClient(t.app, owner.auth, ACME_CLIENT);
  const quotation = await createQuotation(t.app, owner.auth, workedExample(client.id));
  const send = () =>
    postCall(t.app, owner.auth, 'quotation/emailSent', { quotation_number: quotation.quotation_number });
  return { ...owner, client, send, userId: await userIdOf(t, owner.email) };
}

describe('the daily cap of e-mails to others', () => {
  it('allows a new account 2 a day, invitations included, and more the next day', async () => {
    const owner = await ownerWithQuotation('2029-03-01T09:00:00Z');
    expect((await owner.send()).statusCode).toBe(200);
    expect((await owner.send()).statusCode).toBe(200);
    const refused = await owner.send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 0, message: dailyCapMessage(2) });
    expect(refused.headers['retry-after']).toBe(String(15 * 3600));
    const invite = await postCall(t.app, owner.auth, 'referral/invite', { email: uniqueEmail('friend') });
    expect(invite.statusCode).toBe(429);
    expect(await queuedMails(t, owner.userId)).toBe(2);

    t.setNow(new Date('2029-03-02T00:00:01Z'));
    expect((await owner.send()).statusCode).toBe(200);
    expect(await queuedMails(t, owner.userId)).toBe(3);
  });

  it('allows an account older than 7 days 3 a day', async () => {
    const owner = await ownerWithQuotation('2029-04-01T09:00:00Z');
    t.setNow(new Date('2029-04-08T09:00:01Z'));
    for (let sent = 1; sent <= 3; sent += 1) expect((await owner.send()).statusCode).toBe(200);
    const refused = await owner.send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(dailyCapMessage(3));
    expect(await queuedMails(t, owner.userId)).toBe(3);
  });

  it("keeps a recurring invoice as a draft once the day's e-mails are used up", async () => {
    const owner = await ownerWithQuotation('2029-05-01T09:00:00Z');
    const template = await createInvoice(
      t.app,
      owner.auth,
      invoiceExample(owner.client.id, { invoice_date: '2029-05-01' }),
    );
    await makeRecurring(t.app, owner.auth, {
      invoice_id: template.id,
      frequency: 'weekly',
      start_date: '2029-05-02',
      end_type: 'never',
      send_mode: 'email',
    });
    t.setNow(new Date('2029-05-02T08:00:00Z'));
    expect((await owner.send()).statusCode).toBe(200);
    expect((await owner.send()).statusCode).toBe(200);
    await liveThrough([t], '2029-05-02', '2029-05-02');
    const made = (await ownerInvoices(t.app, owner.auth)).filter((row) => row.id !== template.id);
    expect(made.map((row) => row.invoice_status)).toEqual(['draft']);
    expect(await queuedMails(t, owner.userId)).toBe(2);
    // The next week's run, on a new day, is e-mailed.
    await liveThrough([t], '2029-05-09', '2029-05-09');
    const later = (await ownerInvoices(t.app, owner.auth)).filter((row) => row.id !== template.id);
    expect(later.map((row) => row.invoice_status)).toEqual(['draft', 'sent']);
  });
});
