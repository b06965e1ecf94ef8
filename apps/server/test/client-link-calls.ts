// The client's link as the tests use it: the owner e-mails a document (the link is read from the e-mail,
// as a client finds it), then the calls of the page at PUBLIC_URL/d/<token> are made without any account.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import { postCall, type Auth } from './api-calls';
import { createInvoice, invoiceExample } from './invoice-factories';
import { parseMail } from './mime';
import { createQuotation, ownerWithClient, workedExample } from './quotation-factories';
import type { TestApp } from './test-app';

export const SITE = 'http://tradebook.test';
const LINK = /http:\/\/tradebook\.test\/d\/([A-Za-z0-9_-]+)/;

/** The token of the first client link in an e-mail's text. */
export function tokenInMail(raw: string): string {
  const mail = parseMail(raw);
  const token = LINK.exec(mail.text)?.[1];
  if (!token) throw new Error(`no client link in the e-mail:\n${mail.text}`);
  return token;
}

/** E-mails the document (quotation/emailSent or invoice/emailSent) and answers its link's token, read
 * from the e-mail the app wrote to its outbox folder once the queued e-mail was sent. */
export async function emailAndReadLink(
  t: TestApp,
  auth: Auth,
  kind: 'quotation' | 'invoice',
  number: string,
): Promise<string> {
  const before = t.readOutbox().length;
  const body = kind === 'quotation' ? { quotation_number: number } : { invoice_number: number };
  const res = await postCall(t.app, auth, `${kind}/emailSent`, body);
  expect(res.statusCode, res.body).toBe(200);
  await t.settle(); // the outbox's job sends what was queued (ADR 0311)
  const outbox = t.readOutbox();
  expect(outbox.length).toBe(before + 1);
  return tokenInMail(outbox.at(-1) ?? '');
}

/** Today (UTC), as the app's dates are. */
export const todayDate = () => calendarDateOf(new Date());

/** An owner with a client and a sent quotation and invoice (the worked example, £82.58 each, dated today:
 * the quotation valid 28 days, the invoice due in 14), and the two links their e-mails carried. */
export async function ownerWithSentDocuments(t: TestApp, overrides: Record<string, unknown> = {}) {
  const owner = await ownerWithClient(t.app);
  const dated = { quotation_date: todayDate(), invoice_date: todayDate(), ...overrides };
  const quotation = await createQuotation(t.app, owner.auth, workedExample(owner.client.id, dated));
  const invoice = await createInvoice(t.app, owner.auth, invoiceExample(owner.client.id, dated));
  const quotationToken = await emailAndReadLink(t, owner.auth, 'quotation', quotation.quotation_number);
  const invoiceToken = await emailAndReadLink(t, owner.auth, 'invoice', invoice.invoice_number);
  return { ...owner, quotation, invoice, quotationToken, invoiceToken };
}

const page = (token: string) => `/api/v3/public/document/${token}`;

export function getPage(app: FastifyInstance, token: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: page(token), headers });
}

export function postPage(app: FastifyInstance, token: string, action: string, payload: object = {}) {
  return app.inject({ method: 'POST', url: `${page(token)}/${action}`, payload });
}

/** The page's data (expects 200). */
export async function readPage(app: FastifyInstance, token: string) {
  const res = await getPage(app, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as PageAnswer;
}

export interface PageAnswer {
  kind: string;
  number: string;
  status: string;
  status_label: string;
  status_word: string;
  is_void: boolean;
  totals: Array<{ label: string; amount: number; text: string; grand: boolean }>;
  items: Array<{ name: string; quantity: string; unit_price_text: string; total_text: string }>;
  payment_sections: Array<{ heading: string; rows: Array<{ label: string; value: string }> }>;
  facts: Array<{ label: string; value: string }>;
  business: { name: string; lines: string[]; ids: unknown[]; logo_url: string | null };
  recipient: { heading: string; name: string; lines: string[] };
  remaining_due: number;
  remaining_due_text: string;
  pay: { paypal_url: string | null; card: boolean } | null;
  quotation: {
    can_answer: boolean;
    refusal: string | null;
    decision: { decision: string; name: string; note: string; decided_at: string } | null;
  } | null;
  pdf_url: string;
  stamp: string | null;
  notes: string;
  [field: string]: unknown;
}

/** A document's history as its owner reads it. */
export async function historyOf(app: FastifyInstance, auth: Auth, kind: 'quotation' | 'invoice', id: number) {
  const res = await postCall(app, auth, 'document_events/list', { document_kind: kind, document_id: id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as Array<{
    type: string;
    actor: string;
    count: number;
    name: string;
    note: string;
    to: string;
    amount: number | null;
    reference: string;
    read: boolean;
    summary: string;
    document_number: string;
  }>;
}

export async function unreadCount(app: FastifyInstance, auth: Auth): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/v3/get_notification_count', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response.unread_count as number;
}
