// Until the account's address is confirmed, every call that would e-mail someone else answers 403 and
// queues nothing; once confirmed through the link, the same calls send (ADR 0327).
import { EMAIL_VERIFICATION_MESSAGES } from '@tradebook/domain/auth/email-verification.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { issueCreditNote } from '../../../test/credit-note-factories';
import { confirmThroughLink } from '../../../test/email-verification';
import { signedInUser, uniqueEmail } from '../../../test/factories';
import { addPayment, createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { ACME_CLIENT, createQuotation, workedExample } from '../../../test/quotation-factories';
import { queuedMails, userIdOf } from '../../../test/outbox-counts';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An unconfirmed owner with a quotation, a part-paid invoice and a credit note of it, and a failed
 * e-mail id to retry (a made-up one: the refusal comes before the lookup). */
async function unconfirmedOwnerWithDocuments() {
  const owner = await signedInUser(t.app, {}, { unconfirmed: true });
  const client = await createClient(t.app, owner.auth, ACME_CLIENT);
  const quotation = await createQuotation(t.app, owner.auth, workedExample(client.id));
  const invoice = await createInvoice(t.app, owner.auth, invoiceExample(client.id));
  await addPayment(t.app, owner.auth, invoice.id, 30);
  const note = await issueCreditNote(t.app, owner.auth, {
    invoice_id: invoice.id,
    credit_note_items: [{ item_id: invoice.invoice_items[1]?.item_id }],
  });
  return { ...owner, quotation, invoice, note };
}

function mailCalls(docs: Awaited<ReturnType<typeof unconfirmedOwnerWithDocuments>>) {
  return [
    ['quotation/emailSent', { quotation_number: docs.quotation.quotation_number }],
    ['invoice/emailSent', { invoice_number: docs.invoice.invoice_number }],
    ['credit_note/emailSent', { credit_note_number: docs.note.credit_note_number }],
    ['referral/invite', { email: uniqueEmail('friend') }],
  ] as const;
}

const call = (auth: Auth, path: string, body: object) => postCall(t.app, auth, path, body);

describe('e-mails to others before the address is confirmed', () => {
  it('answers 403 to every call that would e-mail someone else and queues nothing, then sends once confirmed', async () => {
    const docs = await unconfirmedOwnerWithDocuments();
    const userId = await userIdOf(t, docs.email);
    for (const [path, body] of mailCalls(docs)) {
      const res = await call(docs.auth, path, body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json(), path).toMatchObject({ status: 0, message: EMAIL_VERIFICATION_MESSAGES.required });
    }
    const retry = await call(docs.auth, 'email/retry', { email_id: 1 });
    expect(retry.statusCode).toBe(403);
    expect(retry.json().message).toBe(EMAIL_VERIFICATION_MESSAGES.required);
    expect(await queuedMails(t, userId)).toBe(0);
    // Nothing moved: the quotation is still a draft.
    const quotation = await call(docs.auth, 'quotation/ListByquotationNumber', {
      quotation_number: docs.quotation.quotation_number,
    });
    expect(quotation.json().response.quotation_status).toBe('draft');

    // Signing in, the profile, lists and documents work before confirming (the calls above made them).
    await confirmThroughLink(t, docs.email);
    for (const [path, body] of mailCalls(docs)) {
      const res = await call(docs.auth, path, body);
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
    }
    expect(await queuedMails(t, userId)).toBe(4);
  });

  it('lets an unconfirmed owner use everything that mails no one else', async () => {
    const owner = await signedInUser(t.app, {}, { unconfirmed: true });
    expect((await getCall(t.app, owner.auth, 'get_profile')).statusCode).toBe(200);
    const client = await createClient(t.app, owner.auth, { ...ACME_CLIENT, email: 'someone@example.com' });
    expect(client.id).toBeGreaterThan(0);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v3/forgot_password',
      payload: { email: owner.email },
    });
    expect(forgot.statusCode).toBe(200);
  });
});
