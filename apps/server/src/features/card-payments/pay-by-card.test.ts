// 'Pay by card' on the client's page of an invoice (issue 15), against the local fake of Stripe: the
// session is made with the business's own key, for the amount the server decides; a confirmation asks
// Stripe, records one payment (method Card, Stripe's reference in its note) through the owner's payment
// code, and never twice, however often or however many at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_LINK_MESSAGES } from '@tradebook/domain/client-links/client-link-messages';
import { postCall } from '../../../test/api-calls';
import {
  historyOf,
  ownerWithSentDocuments,
  postPage,
  readPage,
  unreadCount,
} from '../../../test/client-link-calls';
import { addPayment, type InvoiceAnswer } from '../../../test/invoice-factories';
import { buildPaymentsApp } from '../../../test/subscription-calls';
import { testDialect } from '../../../test/test-database';
import { FAKE_SECRET_KEY } from '../../../test/fake-stripe/fake-stripe';

let env: Awaited<ReturnType<typeof buildPaymentsApp>>;
beforeAll(async () => {
  env = await buildPaymentsApp();
});
afterAll(async () => {
  await env.close();
});

let keys = 0;
/** An owner with sent documents whose business connected a Stripe account of its own. */
async function payingBusiness() {
  const owner = await ownerWithSentDocuments(env.t);
  const key = `sk_test_acct_Business${(keys += 1)}abcd`;
  const saved = await postCall(env.t.app, owner.auth, 'payment_gateway/update', { stripe_secret_key: key });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...owner, key };
}

const pay = (token: string, body: object = {}) => postPage(env.t.app, token, 'pay', body);
const confirm = (token: string, sessionId: string) =>
  postPage(env.t.app, token, 'confirm_payment', { session_id: sessionId });

async function invoiceOf(auth: Record<string, string>, number: string): Promise<InvoiceAnswer> {
  const res = await postCall(env.t.app, auth, 'invoice/ListByInvoiceNumber', { invoice_number: number });
  return res.json().response as InvoiceAnswer;
}

describe('paying an invoice by card', () => {
  it("opens a Checkout Session in the business's own account for the server's remaining due", async () => {
    const { invoiceToken, key } = await payingBusiness();
    expect((await readPage(env.t.app, invoiceToken)).pay).toEqual({ paypal_url: null, card: true });

    // A total or price the page sends is not a field of the call: ignored.
    const res = await pay(invoiceToken, { total: 1, unit_amount: 1, currency: 'usd' });
    expect(res.statusCode, res.body).toBe(200);
    const { url, session_id: sessionId, amount } = res.json().response;
    expect(amount).toBe(82.58);
    expect(url).toBe(`${env.stripe.url}/pay/${sessionId}`);

    const created = env.stripe.creates.at(-1);
    expect(created?.key).toBe(key);
    expect(created?.key).not.toBe(FAKE_SECRET_KEY);
    expect(created?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '8258',
      'line_items[0][price_data][currency]': 'gbp',
      // The return names the session, not the link (docs/decisions/0325).
      success_url: 'http://tradebook.test/d/payment?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: `http://tradebook.test/d/${invoiceToken}?payment=cancelled`,
    });
    expect(created?.form['line_items[0][price_data][product_data][name]']).toMatch(
      /^Invoice INV-000001 from /,
    );
    expect(env.stripe.sessions.get(sessionId)?.account).toBe(key);
  });

  it('takes part of the due when the client chooses, never more than the due', async () => {
    const { auth, invoice, invoiceToken } = await payingBusiness();
    await addPayment(env.t.app, auth, invoice.id, 30);
    const tooMuch = await pay(invoiceToken, { amount: '52.59' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({
      status: 0,
      message: ['You can pay at most £52.58, the amount still due.'],
    });
    for (const amount of [0, -5, '12.345', 'ten', '1e3']) {
      expect((await pay(invoiceToken, { amount })).statusCode, String(amount)).toBe(422);
    }
    const whole = await pay(invoiceToken);
    expect(whole.json().response.amount).toBe(52.58);
    const part = await pay(invoiceToken, { amount: '20.00' });
    expect(part.json().response.amount).toBe(20);
    expect(env.stripe.creates.at(-1)?.form['line_items[0][price_data][unit_amount]']).toBe('2000');
  });

  it("records one Card payment with Stripe's reference once Stripe says it is paid: the invoice is part paid", async () => {
    const { auth, invoice, invoiceToken } = await payingBusiness();
    const sessionId = (await pay(invoiceToken, { amount: 30 })).json().response.session_id as string;

    const unpaid = await confirm(invoiceToken, sessionId);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ status: 0, message: CLIENT_LINK_MESSAGES.paymentNotPaid });
    expect((await invoiceOf(auth, invoice.invoice_number)).payments).toEqual([]);

    const paidSession = env.stripe.markPaid(sessionId);
    const res = await confirm(invoiceToken, sessionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: CLIENT_LINK_MESSAGES.paymentRecorded,
      response: {
        recorded_now: true,
        amount: 30,
        amount_text: '£30.00',
        document: { status: 'partpaid', status_label: 'Part paid', paid: 30, remaining_due: 52.58 },
      },
    });

    const owned = await invoiceOf(auth, invoice.invoice_number);
    expect(owned).toMatchObject({ invoice_status: 'partpaid', total_amount_paid: 30, remaining_due: 52.58 });
    expect(owned.payments).toEqual([
      expect.objectContaining({
        submitted_amount: 30,
        amount: 82.58,
        status: 'partially_paid',
        method: 'Card',
        description: `Paid online by card (Stripe ${paidSession.payment_intent})`,
      }),
    ]);
    const history = await historyOf(env.t.app, auth, 'invoice', invoice.id);
    expect(history[0]).toMatchObject({
      type: 'paid_online',
      actor: 'client',
      amount: 30,
      reference: paidSession.payment_intent,
      read: false,
      summary: 'Paid £30.00 online by card',
    });
    // The confirmation asked Stripe with the business's key.
    expect(
      env.stripe.calls
        .filter((call) => call.path.endsWith(sessionId))
        .every((call) => call.key.startsWith('sk_test_acct_')),
    ).toBe(true);
    expect(await unreadCount(env.t.app, auth)).toBe(1);
  });

  it('pays the rest: the invoice is paid and the page offers nothing more', async () => {
    const { auth, invoice, invoiceToken } = await payingBusiness();
    const sessionId = (await pay(invoiceToken)).json().response.session_id as string;
    env.stripe.markPaid(sessionId);
    const res = await confirm(invoiceToken, sessionId);
    expect(res.json().response.document).toMatchObject({
      status: 'paid',
      stamp: 'PAID',
      remaining_due: 0,
      pay: null,
    });
    expect((await invoiceOf(auth, invoice.invoice_number)).payments[0]).toMatchObject({
      status: 'fully_paid',
      method: 'Card',
    });
    const again = await pay(invoiceToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CLIENT_LINK_MESSAGES.nothingDue);
  });

  it('records the same session once when it is confirmed twice', async () => {
    const { auth, invoice, invoiceToken } = await payingBusiness();
    const sessionId = (await pay(invoiceToken, { amount: 10 })).json().response.session_id as string;
    env.stripe.markPaid(sessionId);
    expect((await confirm(invoiceToken, sessionId)).json().response.recorded_now).toBe(true);
    const second = await confirm(invoiceToken, sessionId);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      message: CLIENT_LINK_MESSAGES.paymentAlreadyRecorded,
      response: { recorded_now: false, document: { paid: 10 } },
    });
    expect((await invoiceOf(auth, invoice.invoice_number)).payments).toHaveLength(1);
  });

  it(`records one payment of 20 confirmations at the same moment${testDialect === 'sqlite' ? ' (SQLite: one writer at a time; truly at once on PostgreSQL)' : ''}`, async () => {
    const { auth, invoice, invoiceToken } = await payingBusiness();
    const sessionId = (await pay(invoiceToken, { amount: 12.5 })).json().response.session_id as string;
    env.stripe.markPaid(sessionId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(invoiceToken, sessionId)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((res) => res.json().response.recorded_now === true)).toHaveLength(1);
    const owned = await invoiceOf(auth, invoice.invoice_number);
    expect(owned.payments).toHaveLength(1);
    expect(owned).toMatchObject({ total_amount_paid: 12.5, invoice_status: 'partpaid' });
    const paidEvents = (await historyOf(env.t.app, auth, 'invoice', invoice.id)).filter(
      (e) => e.type === 'paid_online',
    );
    expect(paidEvents).toHaveLength(1);
  });

  it("refuses a session that is unknown, another invoice's, or that Stripe reports at another amount", async () => {
    const business = await payingBusiness();
    const other = await payingBusiness();
    const sessionId = (await pay(business.invoiceToken, { amount: 5 })).json().response.session_id as string;
    const foreign = (await pay(other.invoiceToken, { amount: 5 })).json().response.session_id as string;
    env.stripe.markPaid(sessionId);
    env.stripe.markPaid(foreign);
    for (const id of ['cs_test_unknown', foreign, '']) {
      const res = await confirm(business.invoiceToken, id);
      expect(res.statusCode, id).toBe(id === '' ? 422 : 404);
    }
    env.stripe.sessions.get(sessionId)!.amount_total = 1;
    expect((await confirm(business.invoiceToken, sessionId)).statusCode).toBe(404);
    env.stripe.sessions.get(sessionId)!.amount_total = 500;
    env.stripe.sessions.get(sessionId)!.client_reference_id = '999999';
    expect((await confirm(business.invoiceToken, sessionId)).statusCode).toBe(404);
    expect((await invoiceOf(business.auth, business.invoice.invoice_number)).payments).toEqual([]);
  });

  it('is not offered without a Stripe account, on a quotation, or while Stripe is down', async () => {
    const plain = await ownerWithSentDocuments(env.t);
    expect((await readPage(env.t.app, plain.invoiceToken)).pay).toMatchObject({ card: false });
    const refused = await pay(plain.invoiceToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CLIENT_LINK_MESSAGES.cardNotOffered);

    const business = await payingBusiness();
    expect((await pay(business.quotationToken)).json().message).toBe(CLIENT_LINK_MESSAGES.onlyInvoice);
    const rows = () => env.t.ctx.db.selectFrom('card_checkouts').select('id').execute();
    const before = (await rows()).length;
    env.stripe.down = true;
    try {
      expect((await pay(business.invoiceToken)).statusCode).toBe(503);
    } finally {
      env.stripe.down = false;
    }
    expect((await rows()).length).toBe(before);
  });

  it('tells the owner of a payment made while the invoice was voided, and records no payment on it', async () => {
    const { auth, invoice, invoiceToken } = await payingBusiness();
    const sessionId = (await pay(invoiceToken, { amount: 40 })).json().response.session_id as string;
    env.stripe.markPaid(sessionId);
    expect(
      (await postCall(env.t.app, auth, 'invoice/change_to_void', { invoice_id: invoice.id })).statusCode,
    ).toBe(200);
    const res = await confirm(invoiceToken, sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CLIENT_LINK_MESSAGES.paymentVoided);
    expect((await invoiceOf(auth, invoice.invoice_number)).payments).toEqual([]);
    expect((await historyOf(env.t.app, auth, 'invoice', invoice.id))[0]).toMatchObject({
      type: 'paid_online',
      amount: 40,
      note: CLIENT_LINK_MESSAGES.paymentVoided,
    });
    expect((await confirm(invoiceToken, sessionId)).json().response.recorded_now).toBe(false);
  });
});
