// invoice/update_payment and invoice/delete_payment (docs/decisions/0348): the owner corrects a payment
// recorded by mistake; the invoice's status, due, PDF, the dashboard and its history follow. Another
// user's payment is a 404 and a card payment taken through the client's link a 409, both changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@tradebook/domain/invoices/payment-messages';
import { getCall, postCall, type Auth } from '../../../test/api-calls';
import { confirmOnPage, invoiceOf, payingBusiness, startSession } from '../../../test/card-payment-calls';
import { historyOf, ownerWithSentDocuments, todayDate } from '../../../test/client-link-calls';
import { paymentBody, postPayment, type InvoiceAnswer } from '../../../test/invoice-factories';
import { pdfText } from '../../../test/pdf-text';
import { buildPaymentsApp } from '../../../test/subscription-calls';

let env: Awaited<ReturnType<typeof buildPaymentsApp>>;
beforeAll(async () => {
  env = await buildPaymentsApp();
});
afterAll(async () => {
  await env.close();
});

const call = (auth: Auth, path: string, payload: object) => postCall(env.t.app, auth, path, payload);

async function pay(auth: Auth, invoiceId: number, amount: number, overrides: Record<string, unknown> = {}) {
  const res = await postPayment(
    env.t.app,
    auth,
    paymentBody(invoiceId, amount, { submission_date: todayDate(), ...overrides }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as InvoiceAnswer;
}

async function pdfOf(auth: Auth, number: string): Promise<string> {
  const invoice = await invoiceOf(env.t.app, auth, number);
  const url = String(invoice.pdfLink).replace(/^https?:\/\/[^/]+/, '');
  const res = await env.t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

async function paidThisMonth(auth: Auth): Promise<number> {
  const res = await getCall(env.t.app, auth, 'dashboard/summary');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response.paid_this_month.amount as number;
}

describe('invoice/update_payment', () => {
  it('changes the amount, date, method and note; status, due, PDF, dashboard and history follow', async () => {
    const { auth, invoice } = await ownerWithSentDocuments(env.t);
    const part = await pay(auth, invoice.id, 30, { method: 'Cash', description: 'Deposit' });
    expect(part).toMatchObject({ invoice_status: 'partpaid', remaining_due: 52.58 });
    const payment = part.payments[0]!;
    expect(payment.by_card).toBe(false);

    const res = await call(auth, 'invoice/update_payment', {
      payment_id: payment.payment_id,
      submitted_amount: '82.58',
      submission_date: todayDate(),
      method: 'Bank transfer',
      description: 'The whole invoice',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Update data Successful.' });
    const paid = res.json().response as InvoiceAnswer;
    expect(paid).toMatchObject({
      invoice_status: 'paid',
      total_amount_paid: 82.58,
      remaining_due: 0,
      credit: 0,
    });
    expect(paid.payments).toMatchObject([
      {
        payment_id: payment.payment_id,
        submitted_amount: 82.58,
        method: 'Bank transfer',
        description: 'The whole invoice',
        status: 'fully_paid',
      },
    ]);
    expect(await paidThisMonth(auth)).toBe(82.58);
    const text = await pdfOf(auth, invoice.invoice_number);
    expect(text).toContain('Bank transfer');
    expect(text).toContain('82.58');
    expect(text).not.toContain('Cash');

    const history = await historyOf(env.t.app, auth, 'invoice', invoice.id);
    expect(history.find((event) => event.type === 'payment_edited')).toMatchObject({
      actor: 'owner',
      amount: 82.58,
      summary: `Payment changed. Was £30.00 on ${todayDate()} by Cash; now £82.58 on ${todayDate()} by Bank transfer`,
    });
  }, 60_000);

  it("answers 404 for another user's payment and 422 for a bad amount, changing nothing", async () => {
    const { auth, invoice } = await ownerWithSentDocuments(env.t);
    const stranger = await ownerWithSentDocuments(env.t);
    const payment = (await pay(auth, invoice.id, 30)).payments[0]!;
    const body = {
      payment_id: payment.payment_id,
      submitted_amount: 1,
      submission_date: todayDate(),
      method: 'Cash',
    };

    expect((await call(stranger.auth, 'invoice/update_payment', body)).statusCode).toBe(404);
    expect(
      (await call(stranger.auth, 'invoice/delete_payment', { payment_id: payment.payment_id })).statusCode,
    ).toBe(404);
    const bad = await call(auth, 'invoice/update_payment', { ...body, submitted_amount: 0 });
    expect(bad.statusCode).toBe(422);
    expect([bad.json().message].flat()).toEqual(['Payment amount must be greater than 0.']);
    const over = await call(auth, 'invoice/update_payment', {
      ...body,
      submitted_amount: 100,
      keep_as_credit: false,
    });
    expect(over.statusCode).toBe(422);
    expect([over.json().message].flat()).toEqual([PAYMENT_MESSAGES.overpaid('£17.42', '£82.58')]);

    const unchanged = await invoiceOf(env.t.app, auth, invoice.invoice_number);
    expect(unchanged).toMatchObject({
      invoice_status: 'partpaid',
      total_amount_paid: 30,
      remaining_due: 52.58,
    });
    expect(unchanged.payments).toMatchObject([{ submitted_amount: 30, method: 'Bank transfer' }]);
    const history = await historyOf(env.t.app, auth, 'invoice', invoice.id);
    expect(history.filter((event) => event.type.startsWith('payment_'))).toEqual([]);
  });
});

describe('invoice/delete_payment', () => {
  it('takes the payment off: the invoice is sent again with its whole due, and the history says so', async () => {
    const { auth, invoice } = await ownerWithSentDocuments(env.t);
    const first = (await pay(auth, invoice.id, 30)).payments[0]!;
    await pay(auth, invoice.id, 52.58);
    expect(await paidThisMonth(auth)).toBe(82.58);

    const res = await call(auth, 'invoice/delete_payment', { payment_id: first.payment_id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Delete Successful.' });
    expect(res.json().response).toMatchObject({
      invoice_status: 'partpaid',
      total_amount_paid: 52.58,
      remaining_due: 30,
    });
    expect(await paidThisMonth(auth)).toBe(52.58);

    const second = (res.json().response as InvoiceAnswer).payments[0]!;
    const last = await call(auth, 'invoice/delete_payment', { payment_id: second.payment_id });
    expect(last.json().response).toMatchObject({
      invoice_status: 'sent',
      total_amount_paid: 0,
      remaining_due: 82.58,
      payments: [],
    });
    expect(await pdfOf(auth, invoice.invoice_number)).not.toContain('Payments received');
    expect((await call(auth, 'invoice/delete_payment', { payment_id: second.payment_id })).statusCode).toBe(
      404,
    );

    const deleted = (await historyOf(env.t.app, auth, 'invoice', invoice.id)).filter(
      (event) => event.type === 'payment_deleted',
    );
    expect(deleted.map((event) => event.summary)).toEqual([
      `Payment deleted. Was £52.58 on ${todayDate()} by Bank transfer`,
      `Payment deleted. Was £30.00 on ${todayDate()} by Bank transfer`,
    ]);
  });

  it("refuses to change or delete a card payment taken through the client's link (409)", async () => {
    const { auth, invoice, invoiceToken } = await payingBusiness(env.t);
    const sessionId = await startSession(env.t.app, invoiceToken);
    env.stripe.markPaid(sessionId);
    expect((await confirmOnPage(env.t.app, invoiceToken, sessionId)).statusCode).toBe(200);
    const paid = await invoiceOf(env.t.app, auth, invoice.invoice_number);
    const card = paid.payments[0]!;
    expect(card.by_card).toBe(true);

    const edit = await call(auth, 'invoice/update_payment', {
      payment_id: card.payment_id,
      submitted_amount: 1,
      submission_date: todayDate(),
      method: 'Cash',
    });
    expect(edit.statusCode).toBe(409);
    expect([edit.json().message].flat()).toEqual([PAYMENT_MESSAGES.cardPaymentFixed]);
    const removal = await call(auth, 'invoice/delete_payment', { payment_id: card.payment_id });
    expect(removal.statusCode).toBe(409);
    expect(await invoiceOf(env.t.app, auth, invoice.invoice_number)).toMatchObject({
      invoice_status: 'paid',
      total_amount_paid: 82.58,
    });
  });
});
