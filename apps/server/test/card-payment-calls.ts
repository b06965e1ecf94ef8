// Card payments on the client's page as the tests make them (docs/decisions/0308, 0325): a business that
// connected its own Stripe account (the local fake), the page's pay and confirm calls, and the page
// Stripe returns to, which names the session.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { postCall, type Auth } from './api-calls';
import { ownerWithSentDocuments, postPage } from './client-link-calls';
import type { InvoiceAnswer } from './invoice-factories';
import type { TestApp } from './test-app';

let keys = 0;
/** An owner with sent documents (an invoice of £82.58) whose business connected a Stripe account. */
export async function payingBusiness(t: TestApp) {
  const owner = await ownerWithSentDocuments(t);
  const key = `sk_test_acct_Sessions${(keys += 1)}${Date.now()}`;
  const saved = await postCall(t.app, owner.auth, 'payment_gateway/update', { stripe_secret_key: key });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...owner, key };
}

export const payCard = (app: FastifyInstance, token: string, body: object = {}) =>
  postPage(app, token, 'pay', body);

/** Starts a card payment and answers its session id (expects 200). */
export async function startSession(app: FastifyInstance, token: string, body: object = {}): Promise<string> {
  const res = await payCard(app, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response.session_id as string;
}

export const confirmOnPage = (app: FastifyInstance, token: string, sessionId: string) =>
  postPage(app, token, 'confirm_payment', { session_id: sessionId });

/** The page Stripe returns to: POST public/card_checkout/confirm {session_id}. */
export const confirmReturn = (app: FastifyInstance, sessionId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/public/card_checkout/confirm',
    payload: { session_id: sessionId },
  });

export async function invoiceOf(app: FastifyInstance, auth: Auth, number: string): Promise<InvoiceAnswer> {
  const res = await postCall(app, auth, 'invoice/ListByInvoiceNumber', { invoice_number: number });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as InvoiceAnswer;
}
