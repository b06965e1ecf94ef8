// The page Stripe returns to names the Checkout Session, not the client's link (issue 23,
// docs/decisions/0325): a link replaced or turned off while the client pays strands nothing. The payment
// is recorded by whichever confirmation comes first (that page, the invoice's page, a later 'Pay by
// card'), exactly once however many arrive at once; the invoice's page is offered back only while the
// link the payment was started from still opens it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_LINK_MESSAGES } from '@tradebook/domain/client-links/client-link-messages';
import { postCall } from '../../../test/api-calls';
import {
  confirmOnPage,
  confirmReturn,
  invoiceOf,
  payCard,
  payingBusiness,
  startSession,
} from '../../../test/card-payment-calls';
import { getPage, historyOf, SITE } from '../../../test/client-link-calls';
import { buildPaymentsApp } from '../../../test/subscription-calls';
import { testDialect } from '../../../test/test-database';

let env: Awaited<ReturnType<typeof buildPaymentsApp>>;
beforeAll(async () => {
  env = await buildPaymentsApp();
});
afterAll(async () => {
  await env.close();
});

/** The client pays on Stripe's hosted page: Stripe sends the browser back to the session's success_url. */
async function payOnStripe(sessionId: string): Promise<string> {
  const res = await fetch(`${env.stripe.url}/pay/${sessionId}`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
}

describe("Stripe's return to the client", () => {
  it('comes back to a page named by the session, which records the payment and leads back to the invoice', async () => {
    const { auth, invoice, invoiceToken, business } = await payingBusinessWithName();
    const sessionId = await startSession(env.t.app, invoiceToken, { amount: 30 });
    expect(await payOnStripe(sessionId)).toBe(`${SITE}/d/payment?session_id=${sessionId}`);

    const res = await confirmReturn(env.t.app, sessionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      message: CLIENT_LINK_MESSAGES.paymentRecorded,
      response: {
        recorded_now: true,
        amount: 30,
        amount_text: '£30.00',
        outcome: 'paid',
        overpaid_amount: 0,
        overpaid_amount_text: '',
        business_name: business,
        document_number: invoice.invoice_number,
        page_url: `${SITE}/d/${invoiceToken}`,
      },
    });
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    // The invoice's page, opened after, finds it recorded.
    const onPage = await confirmOnPage(env.t.app, invoiceToken, sessionId);
    expect(onPage.json()).toMatchObject({
      message: CLIENT_LINK_MESSAGES.paymentAlreadyRecorded,
      response: { recorded_now: false },
    });
    expect((await invoiceOf(env.t.app, auth, invoice.invoice_number)).payments).toHaveLength(1);
  });

  it('records a payment whose link was replaced while the client paid, and never gives out the new link', async () => {
    const { auth, invoice, invoiceToken } = await payingBusiness(env.t);
    const sessionId = await startSession(env.t.app, invoiceToken, { amount: 20 });
    const documentRef = { document_kind: 'invoice', document_id: invoice.id };
    const replaced = await postCall(env.t.app, auth, 'client_link/replace', documentRef);
    expect(replaced.statusCode, replaced.body).toBe(200);
    await payOnStripe(sessionId);

    // The old link opens nothing: page, PDF, pay and confirm answer the same 404.
    for (const res of [
      await getPage(env.t.app, invoiceToken),
      await env.t.app.inject({ method: 'GET', url: `/api/v3/public/document/${invoiceToken}/pdf` }),
      await payCard(env.t.app, invoiceToken),
      await confirmOnPage(env.t.app, invoiceToken, sessionId),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await invoiceOf(env.t.app, auth, invoice.invoice_number)).payments).toEqual([]);

    const res = await confirmReturn(env.t.app, sessionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({ recorded_now: true, amount: 20, page_url: null });
    expect(res.body).not.toContain(replaced.json().response.url as string);
    const owned = await invoiceOf(env.t.app, auth, invoice.invoice_number);
    expect(owned).toMatchObject({ total_amount_paid: 20, invoice_status: 'partpaid' });
    expect((await historyOf(env.t.app, auth, 'invoice', invoice.id))[0]).toMatchObject({
      type: 'paid_online',
      amount: 20,
    });

    // Turned off as well: still answered, still once.
    await postCall(env.t.app, auth, 'client_link/revoke', documentRef);
    expect((await confirmReturn(env.t.app, sessionId)).json().response).toMatchObject({
      recorded_now: false,
      page_url: null,
    });
    expect((await invoiceOf(env.t.app, auth, invoice.invoice_number)).payments).toHaveLength(1);
  });

  it('leads back through the new link when the client started again from it with the same session', async () => {
    const { auth, invoice, invoiceToken } = await payingBusiness(env.t);
    const sessionId = await startSession(env.t.app, invoiceToken, { amount: 15 });
    const documentRef = { document_kind: 'invoice', document_id: invoice.id };
    const newUrl = (await postCall(env.t.app, auth, 'client_link/replace', documentRef)).json().response
      .url as string;
    const newToken = newUrl.slice(newUrl.lastIndexOf('/') + 1);
    expect(await startSession(env.t.app, newToken, { amount: 15 })).toBe(sessionId);
    await payOnStripe(sessionId);
    expect((await confirmReturn(env.t.app, sessionId)).json().response).toMatchObject({
      recorded_now: true,
      page_url: newUrl,
    });
  });

  it('answers 404 for a session the server did not make, and 409 while it is not paid', async () => {
    const { invoiceToken } = await payingBusiness(env.t);
    const other = await payingBusiness(env.t);
    const sessionId = await startSession(env.t.app, invoiceToken, { amount: 3 });
    expect((await confirmReturn(env.t.app, 'cs_test_unknown')).statusCode).toBe(404);
    expect((await confirmReturn(env.t.app, '')).statusCode).toBe(422);
    const unpaid = await confirmReturn(env.t.app, sessionId);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ status: 0, message: CLIENT_LINK_MESSAGES.paymentNotPaid });
    // Another user's invoice page does not confirm this session.
    env.stripe.markPaid(sessionId);
    expect((await confirmOnPage(env.t.app, other.invoiceToken, sessionId)).statusCode).toBe(404);
    expect((await confirmReturn(env.t.app, sessionId)).statusCode).toBe(200);
  });

  it(`records one payment of 20 confirmations at once from the return and the invoice's page${testDialect === 'sqlite' ? ' (SQLite: one writer at a time; truly at once on PostgreSQL)' : ''}`, async () => {
    const { auth, invoice, invoiceToken } = await payingBusiness(env.t);
    const sessionId = await startSession(env.t.app, invoiceToken, { amount: 7.5 });
    env.stripe.markPaid(sessionId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? confirmReturn(env.t.app, sessionId) : confirmOnPage(env.t.app, invoiceToken, sessionId),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((res) => res.json().response.recorded_now === true)).toHaveLength(1);
    const owned = await invoiceOf(env.t.app, auth, invoice.invoice_number);
    expect(owned.payments).toHaveLength(1);
    expect(owned).toMatchObject({ total_amount_paid: 7.5 });
    const paid = (await historyOf(env.t.app, auth, 'invoice', invoice.id)).filter(
      (event) => event.type === 'paid_online',
    );
    expect(paid).toHaveLength(1);
  });
});

async function payingBusinessWithName() {
  const owner = await payingBusiness(env.t);
  const page = await getPage(env.t.app, owner.invoiceToken);
  return { ...owner, business: page.json().response.business.name as string };
}
