// Reading invoices back through the real calls, for the invoice tests: the next number, how many the
// owner has, and one invoice as stored (without its signed link, which changes with the clock).
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { getCall, postCall, type Auth } from './api-calls';
import type { InvoiceAnswer } from './invoice-factories';

/** get_invoice_number's number, where the spec reads it (response.response.response). */
export async function nextInvoiceNumber(app: FastifyInstance, auth: Auth): Promise<string> {
  const res = await getCall(app, auth, 'get_invoice_number');
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json().response;
  expect(answer.invoice_number).toBe(answer.response.response);
  return answer.response.response as string;
}

/** How many invoices the owner has (every status, void too). */
export async function invoiceCount(app: FastifyInstance, auth: Auth): Promise<number> {
  const res = await postCall(app, auth, 'get_invoice_list_by_user', { limit: 1 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().pagination.total as number;
}

/** The invoice as invoice/ListByInvoiceNumber answers it now, without its signed pdfLink. */
export async function readInvoice(app: FastifyInstance, auth: Auth, number: string) {
  const res = await postCall(app, auth, 'invoice/ListByInvoiceNumber', { invoice_number: number });
  expect(res.statusCode, res.body).toBe(200);
  const { pdfLink: _link, ...invoice } = res.json().response as InvoiceAnswer;
  return invoice;
}
