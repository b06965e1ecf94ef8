// Work that runs on its own sends nothing for an account whose address is not confirmed (ADR 0327):
// a recurring invoice set to be e-mailed is made as a draft and e-mailed to no one, and payment reminders
// wait until the address is confirmed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { confirmThroughLink } from '../../../test/email-verification';
import { signedInUser } from '../../../test/factories';
import { addPayment, createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { queuedMails, userIdOf } from '../../../test/outbox-counts';
import { ACME_CLIENT } from '../../../test/quotation-factories';
import { keepSignedIn, liveThrough, makeRecurring, morningOf, ownerInvoices } from '../../../test/recurring';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function ownerOn(date: string, options: { unconfirmed: boolean }) {
  t.setNow(morningOf(date));
  const owner = await signedInUser(t.app, {}, options);
  keepSignedIn(owner);
  const client = await createClient(t.app, owner.auth, ACME_CLIENT);
  const template = await createInvoice(t.app, owner.auth, invoiceExample(client.id, { invoice_date: date }));
  return { ...owner, client, template, userId: await userIdOf(t, owner.email) };
}

describe('scheduled e-mails of an unconfirmed account', () => {
  it('makes a recurring invoice set to be e-mailed as a draft and e-mails no one', async () => {
    const unconfirmed = await ownerOn('2029-01-01', { unconfirmed: true });
    const confirmed = await ownerOn('2029-01-01', { unconfirmed: false });
    for (const owner of [unconfirmed, confirmed]) {
      await makeRecurring(t.app, owner.auth, {
        invoice_id: owner.template.id,
        frequency: 'monthly',
        start_date: '2029-01-02',
        end_type: 'never',
        send_mode: 'email',
      });
    }
    await liveThrough([t], '2029-01-02', '2029-01-02');

    const made = (await ownerInvoices(t.app, unconfirmed.auth)).filter(
      (row) => row.id !== unconfirmed.template.id,
    );
    expect(made.map((row) => [row.invoice_date, row.invoice_status])).toEqual([['2029-01-02', 'draft']]);
    expect(await queuedMails(t, unconfirmed.userId)).toBe(0);
    // The same schedule of a confirmed account e-mails its invoice.
    const sent = (await ownerInvoices(t.app, confirmed.auth)).filter(
      (row) => row.id !== confirmed.template.id,
    );
    expect(sent.map((row) => row.invoice_status)).toEqual(['sent']);
    expect(await queuedMails(t, confirmed.userId)).toBe(1);
  });

  it('sends no payment reminder until the address is confirmed', async () => {
    // Part-paid without an e-mail, due on 15 February (14 days' terms): reminders from the 12th.
    const owner = await ownerOn('2029-02-01', { unconfirmed: true });
    await addPayment(t.app, owner.auth, owner.template.id, 30);
    await liveThrough([t], '2029-02-12', '2029-02-15');
    expect(await queuedMails(t, owner.userId, ['reminder'])).toBe(0);

    // The first link has expired by now (7 days): the owner asks for another and opens it.
    expect((await postCall(t.app, owner.auth, 'resend_verification')).statusCode).toBe(200);
    await confirmThroughLink(t, owner.email);
    await liveThrough([t], '2029-02-16', '2029-02-16');
    expect(await queuedMails(t, owner.userId, ['reminder'])).toBeGreaterThan(0);
  });
});
