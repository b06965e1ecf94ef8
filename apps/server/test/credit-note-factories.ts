// Credit notes, and the sent invoices they are made from, through the real calls, for the credit note
// tests.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { postCall, type Auth } from './api-calls';
import { createInvoice, invoiceExample, type InvoiceAnswer } from './invoice-factories';
import { ownerWithClient } from './quotation-factories';

export interface CreditNoteAnswer {
  id: number;
  credit_note_id: number;
  credit_note_number: string;
  credit_note_date: string;
  credit_note_status: string;
  invoice_id: number;
  invoice_number: string;
  total_amount_gross: number;
  settlement: string;
  applied_amount: number;
  refunded_amount: number;
  kept_credit_amount: number;
  pdfLink: string;
  credit_note_items: Array<{
    item_id: number;
    invoice_item_id: number | null;
    name: string;
    quantity: number;
    unit_price: number;
    total: number;
  }>;
  [field: string]: unknown;
}

/** The worked example (82.58) as an invoice, e-mailed to its client so it is sent (and fixed). */
export async function sentInvoice(
  app: FastifyInstance,
  auth: Auth,
  clientId: number,
  overrides: Record<string, unknown> = {},
): Promise<InvoiceAnswer> {
  const invoice = await createInvoice(app, auth, invoiceExample(clientId, overrides));
  const res = await postCall(app, auth, 'invoice/emailSent', { invoice_number: invoice.invoice_number });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as InvoiceAnswer;
}

/** An owner with the worked example (82.58) sent: Copper pipe 3 x 19.99 and Call-out 12.00, 10% off,
 * VAT 20% and Levy 7.5%. */
export async function ownerWithSentInvoice(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const owner = await ownerWithClient(app);
  const invoice = await sentInvoice(app, owner.auth, owner.client.id, overrides);
  const [pipe, callOut] = invoice.invoice_items as [
    InvoiceAnswer['invoice_items'][number],
    InvoiceAnswer['invoice_items'][number],
  ];
  return { ...owner, invoice, pipe, callOut };
}

/** credit_note/create_from_invoice, as sent. */
export function postCreditNote(app: FastifyInstance, auth: Auth, body: Record<string, unknown>) {
  return postCall(app, auth, 'credit_note/create_from_invoice', body);
}

export async function issueCreditNote(app: FastifyInstance, auth: Auth, body: Record<string, unknown>) {
  const res = await postCreditNote(app, auth, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as CreditNoteAnswer;
}

/** The credit note as credit_note/ListByCreditNoteNumber answers it now. */
export async function readCreditNote(app: FastifyInstance, auth: Auth, number: string) {
  const res = await postCall(app, auth, 'credit_note/ListByCreditNoteNumber', { credit_note_number: number });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as CreditNoteAnswer;
}
