// What a card payment comes to when the invoice changed while the client paid (issue 23,
// docs/decisions/0325): past what was due it is recorded whole as an overpayment, and the owner and the
// client are told; on an invoice credited in full it is recorded as on a void one (no payment, the owner
// told, the client told a refund follows), never lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_LINK_MESSAGES, overpaidMessage } from '@tradebook/domain/client-links/client-link-messages';
import { postCall } from '../../../test/api-calls';
import { confirmOnPage, invoiceOf, payingBusiness, startSession } from '../../../test/card-payment-calls';
import { historyOf, readPage, unreadCount } from '../../../test/client-link-calls';
import { issueCreditNote } from '../../../test/credit-note-factories';
import { addPayment } from '../../../test/invoice-factories';
import { buildPaymentsApp } from '../../../test/subscription-calls';

let env: Awaited<ReturnType<typeof buildPaymentsApp>>;
beforeAll(async () => {
  env = await buildPaymentsApp();
});
afterAll(async () => {
  await env.close();
});

describe('a card payment on an invoice that changed while the client paid', () => {
  it('past what was due is recorded whole as an overpayment; the owner and the client are told', async () => {
    const { auth, invoice, invoiceToken } = await payingBusiness(env.t);
    const business = (await readPage(env.t.app, invoiceToken)).business.name;
    const sessionId = await startSession(env.t.app, invoiceToken);
    // The owner records a bank transfer of 5.00 while the client is on Stripe's page paying 82.58.
    await addPayment(env.t.app, auth, invoice.id, 5);
    const unreadBefore = await unreadCount(env.t.app, auth);
    env.stripe.markPaid(sessionId);

    const res = await confirmOnPage(env.t.app, invoiceToken, sessionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: overpaidMessage('£5.00', business),
      response: {
        recorded_now: true,
        outcome: 'overpaid',
        amount: 82.58,
        overpaid_amount: 5,
        overpaid_amount_text: '£5.00',
        document: { status: 'paid', remaining_due: 0, paid: 87.58 },
      },
    });
    expect(res.json().message).toBe(
      `You paid £5.00 more than was due; ${business} will refund it or keep it as credit.`,
    );
    const owned = await invoiceOf(env.t.app, auth, invoice.invoice_number);
    expect(owned).toMatchObject({ invoice_status: 'paid', total_amount_paid: 87.58, remaining_due: 0 });
    expect(owned.payments).toHaveLength(2);

    const history = await historyOf(env.t.app, auth, 'invoice', invoice.id);
    expect(history[0]).toMatchObject({
      type: 'overpaid',
      actor: 'client',
      amount: 5,
      read: false,
      summary: 'Paid £5.00 more than was due online: refund it or keep it as credit',
    });
    expect(history[1]).toMatchObject({ type: 'paid_online', amount: 82.58 });
    expect(await unreadCount(env.t.app, auth)).toBe(unreadBefore + 2);

    // Asked again, the client reads the same: nothing more is recorded.
    const again = await confirmOnPage(env.t.app, invoiceToken, sessionId);
    expect(again.json()).toMatchObject({
      message: overpaidMessage('£5.00', business),
      response: { recorded_now: false, outcome: 'overpaid' },
    });
    expect((await invoiceOf(env.t.app, auth, invoice.invoice_number)).payments).toHaveLength(2);
  });

  it('on an invoice credited in full is kept as a refund to make: the owner is told, nothing is paid', async () => {
    const { auth, invoice, invoiceToken } = await payingBusiness(env.t);
    const sessionId = await startSession(env.t.app, invoiceToken, { amount: 40 });
    await issueCreditNote(env.t.app, auth, { invoice_id: invoice.id });
    const unreadBefore = await unreadCount(env.t.app, auth);
    env.stripe.markPaid(sessionId);

    const res = await confirmOnPage(env.t.app, invoiceToken, sessionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: CLIENT_LINK_MESSAGES.paymentCredited,
      response: { recorded_now: true, outcome: 'credited', amount: 40, document: { status: 'credited' } },
    });
    const owned = await invoiceOf(env.t.app, auth, invoice.invoice_number);
    expect(owned.payments).toEqual([]);
    expect((await historyOf(env.t.app, auth, 'invoice', invoice.id))[0]).toMatchObject({
      type: 'paid_online',
      actor: 'client',
      amount: 40,
      read: false,
      note: CLIENT_LINK_MESSAGES.paymentCredited,
    });
    expect(await unreadCount(env.t.app, auth)).toBe(unreadBefore + 1);
    const again = await confirmOnPage(env.t.app, invoiceToken, sessionId);
    expect(again.json()).toMatchObject({
      message: CLIENT_LINK_MESSAGES.paymentCredited,
      response: { recorded_now: false, outcome: 'credited' },
    });
  });

  it('on a voided invoice says a refund follows, however often it is asked', async () => {
    const { auth, invoice, invoiceToken } = await payingBusiness(env.t);
    const sessionId = await startSession(env.t.app, invoiceToken, { amount: 12 });
    expect(
      (await postCall(env.t.app, auth, 'invoice/change_to_void', { invoice_id: invoice.id })).statusCode,
    ).toBe(200);
    env.stripe.markPaid(sessionId);
    for (const recordedNow of [true, false]) {
      const res = await confirmOnPage(env.t.app, invoiceToken, sessionId);
      expect(res.json()).toMatchObject({
        message: CLIENT_LINK_MESSAGES.paymentVoided,
        response: { recorded_now: recordedNow, outcome: 'voided', overpaid_amount: 0 },
      });
    }
  });
});
