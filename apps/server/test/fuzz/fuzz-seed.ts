// A user with one of everything (client, category, item, quotation with an attachment, invoice with a
// payment and a credit note, expense with a receipt; the quotation and invoice e-mailed, so each has an
// e-mail and a client link the client opened; a Stripe key of the business and a card checkout started
// from the invoice's page; a recurring schedule of the invoice), made through the real calls, and the
// ids, numbers, tokens and file names a fuzz test mixes into its requests: all of them (`known`), and
// by the field names that carry each (`named`), so a case puts a real id where the call reads one.
import sharp from 'sharp';
import { expect } from 'vitest';
import { addDays, calendarDateOf } from '@tradebook/domain/documents/dates';
import { getCall, postCall, postForm, type Auth } from '../api-calls';
import { createClient, createItem } from '../catalogue-factories';
import { createExpense } from '../expense-factories';
import { signedInUser } from '../factories';
import { issueCreditNote } from '../credit-note-factories';
import { addPayment, createInvoice, invoiceExample } from '../invoice-factories';
import { createQuotation, workedExample } from '../quotation-factories';
import type { TestApp } from '../test-app';

/** The response of a call that must succeed. */
async function responseOf(t: TestApp, auth: Auth, path: string, body: object) {
  const res = await postCall(t.app, auth, path, body);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json().response;
}

let stripeKeys = 0;

/** E-mails the quotation and the invoice (an e-mail each, and each document's client link), opens both
 * links as the client would (a notification each), connects a Stripe key and starts a card checkout
 * from the invoice's page, and makes the invoice recurring. Answers the ids and tokens they made. */
async function seedClientSide(
  t: TestApp,
  auth: Auth,
  quotation: { id: number; number: string },
  invoiceId: number,
  invoiceNumber: string,
) {
  await responseOf(t, auth, 'quotation/emailSent', { quotation_number: quotation.number });
  await responseOf(t, auth, 'invoice/emailSent', { invoice_number: invoiceNumber });
  const tokens: string[] = [];
  for (const [kind, id] of [
    ['quotation', quotation.id],
    ['invoice', invoiceId],
  ] as const) {
    const link = await responseOf(t, auth, 'client_link/get', { document_kind: kind, document_id: id });
    const token = /\/d\/([A-Za-z0-9_-]+)$/.exec(String(link.url))?.[1];
    if (!token) throw new Error(`no client link: ${JSON.stringify(link)}`);
    tokens.push(token);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/public/document/${token}` })).statusCode).toBe(
      200,
    );
  }
  const emails = [
    ...(await responseOf(t, auth, 'quotation/emails', { quotation_id: quotation.id })),
    ...(await responseOf(t, auth, 'invoice/emails', { invoice_id: invoiceId })),
  ] as Array<{ id: number }>;
  const notifications = await getCall(t.app, auth, 'get_notifications');
  expect(notifications.statusCode, notifications.body).toBe(200);
  const events = notifications.json().response as Array<{ id: number }>;
  await responseOf(t, auth, 'payment_gateway/update', {
    stripe_secret_key: `sk_test_acct_Fuzz${(stripeKeys += 1)}seed`,
  });
  const checkout = await t.app.inject({
    method: 'POST',
    url: `/api/v3/public/document/${tokens[1]}/pay`,
    payload: {},
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const schedule = await responseOf(t, auth, 'invoice/recurring/create', {
    invoice_id: invoiceId,
    frequency: 'monthly',
    start_date: addDays(calendarDateOf(new Date()), 60),
    end_type: 'never',
    send_mode: 'draft',
  });
  return {
    tokens,
    emailIds: emails.map((email) => email.id),
    eventIds: events.map((event) => event.id),
    sessionId: String(checkout.json().response.session_id),
    scheduleId: Number(schedule.id),
  };
}

export async function seedUser(t: TestApp) {
  const user = await signedInUser(t.app);
  const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const photo = { filename: 'photo.jpg', contentType: 'image/jpeg', data: image };
  const client = await createClient(t.app, user.auth, { full_name: 'Jo Client', email: 'jo@example.com' });
  const category = (await postCall(t.app, user.auth, 'create_item_category', { type: 'Pipes' })).json()
    .response;
  const item = await createItem(t.app, user.auth, { name: 'Pipe', unit_price: 2, category_id: category.id });
  const quotation = await createQuotation(t.app, user.auth, workedExample(client.id));
  const uploaded = await postForm(t.app, user.auth, 'upload_quotation_attachment', {
    quotation_id: String(quotation.id),
    'quotation_attachments[]': [photo],
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const attachment = uploaded.json().response[0] as { id: number; filename: string };
  const invoice = await createInvoice(t.app, user.auth, invoiceExample(client.id));
  const paid = await addPayment(t.app, user.auth, invoice.id, 10);
  // A credit note of its call-out line: the part paid invoice can be credited further.
  const creditNote = await issueCreditNote(t.app, user.auth, {
    invoice_id: invoice.id,
    credit_note_items: [{ item_id: invoice.invoice_items[1]?.item_id }],
  });
  const expense = await createExpense(t.app, user.auth, {}, [photo]);
  const side = await seedClientSide(
    t,
    user.auth,
    { id: quotation.id, number: quotation.quotation_number },
    invoice.id,
    invoice.invoice_number,
  );
  // The e-mails are sent and the work handed over is done, so nothing changes under the fuzz's feet.
  await t.settle();
  const row = await t.ctx.db
    .selectFrom('users')
    .select('id')
    .where('email_lower', '=', user.email.toLowerCase())
    .executeTakeFirstOrThrow();
  const lineIds = [
    ...quotation.quotation_items.map((line) => line.item_id),
    ...invoice.invoice_items.map((line) => line.item_id),
    ...creditNote.credit_note_items.map((line) => line.item_id),
  ];
  const named: Record<string, Array<string | number>> = {
    user_id: [Number(row.id)],
    client_id: [client.id],
    category_id: [category.id],
    item_id: [item.id, ...lineIds],
    item_no: [item.item_no],
    quotation_id: [quotation.id],
    quotation_number: [quotation.quotation_number],
    attachment_id: [attachment.id],
    filename: [attachment.filename],
    invoice_id: [invoice.id],
    invoice_number: [invoice.invoice_number],
    payment_id: paid.payments.map((payment) => payment.payment_id),
    credit_note_id: [creditNote.id],
    credit_note_number: [creditNote.credit_note_number],
    expense_id: [expense.id],
    expense_no: [expense.expense_no],
    document_id: [quotation.id, invoice.id, creditNote.id],
    document_kind: ['quotation', 'invoice', 'credit_note'],
    schedule_id: [side.scheduleId],
    email_id: side.emailIds,
    up_to_id: side.eventIds,
    token: side.tokens,
    session_id: [side.sessionId],
  };
  // Not the e-mail address: forgot_password for it is anyone's right and changes that user's rows; the
  // fuzz test sends the attacker's own.
  const known = [...new Set(Object.values(named).flat())];
  return { ...user, id: Number(row.id), known, named };
}
