// Paying an invoice in US dollars of a UK business by card through its client link (issue 28;
// docs/decisions/0391-documents-in-a-foreign-currency.md): the Checkout Session asks the local fake of
// Stripe for 'usd' in cents, and the payment Stripe confirms is recorded in the invoice's dollars.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { emailAndReadLink, postPage, todayDate } from '../../../test/client-link-calls';
import { dollarInvoice, ukBusinessWithUsClient } from '../../../test/dollar-invoices';
import { USD } from '../../../test/einvoice-business';
import { createInvoice, type InvoiceAnswer } from '../../../test/invoice-factories';
import { buildPaymentsApp } from '../../../test/subscription-calls';

// Several e-mails, sessions and calls on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

let env: Awaited<ReturnType<typeof buildPaymentsApp>>;
beforeAll(async () => {
  env = await buildPaymentsApp();
});
afterAll(async () => {
  await env.close();
});

describe('a card payment of an invoice in US dollars', () => {
  it("charges the invoice's dollars and records the payment in them", async () => {
    const { auth, clientId } = await ukBusinessWithUsClient(env.t);
    const key = 'sk_test_acct_Dollars1abcd';
    const saved = await postCall(env.t.app, auth, 'payment_gateway/update', { stripe_secret_key: key });
    expect(saved.statusCode, saved.body).toBe(200);
    const invoice = await createInvoice(
      env.t.app,
      auth,
      dollarInvoice(clientId, { invoice_date: todayDate() }),
    );
    const token = await emailAndReadLink(env.t, auth, 'invoice', invoice.invoice_number);

    const res = await postPage(env.t.app, token, 'pay');
    expect(res.statusCode, res.body).toBe(200);
    const { session_id: sessionId, amount } = res.json().response;
    expect(amount).toBe(1440);
    const created = env.stripe.creates.at(-1);
    expect(created?.key).toBe(key);
    expect(created?.form).toMatchObject({
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '144000',
    });

    env.stripe.markPaid(sessionId);
    const confirmed = await postPage(env.t.app, token, 'confirm_payment', { session_id: sessionId });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().response).toMatchObject({ recorded_now: true, amount: 1440 });
    expect(confirmed.json().response.amount_text).toContain('$1,440.00');

    const read = await postCall(env.t.app, auth, 'invoice/ListByInvoiceNumber', {
      invoice_number: invoice.invoice_number,
    });
    const owned = read.json().response as InvoiceAnswer;
    expect(owned).toMatchObject({
      currency_id: USD,
      exchange_rate: '0.793457',
      invoice_status: 'paid',
      total_amount_paid: 1440,
      remaining_due: 0,
    });
    expect(owned.payments).toEqual([expect.objectContaining({ amount: 1440 })]);
  });
});
