// Invoices and payments made through the real calls, for the invoice tests.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { postCall, type Auth } from './api-calls';
import { GBP } from './factories';

/** The worked example of issue 5 as an invoice: 3 x 19.99 and 1 x 12.00, 10% off, taxes of 20% and
 * 7.5%: a grand total of 82.58. */
export function invoiceExample(clientId: number, overrides: Record<string, unknown> = {}) {
  return {
    invoice_date: '2026-11-21',
    client_id: clientId,
    validity_term: 14,
    currency_id: GBP,
    discount_type: 'percent',
    discount_value: 10,
    vat_name: 'VAT',
    vat_percent: 20,
    tax1_name: 'Levy',
    tax1_percent: 7.5,
    notes: 'Payment by bank transfer, please.',
    invoice_items: [
      { name: 'Copper pipe', description: '15 mm, per metre', quantity: 3, unit_price: 19.99, type: 'parts' },
      { name: 'Call-out', description: '', quantity: 1, unit_price: 12, type: 'service' },
    ],
    ...overrides,
  };
}

export const EXAMPLE_TOTAL = 82.58;

export interface PaymentAnswer {
  id: number;
  payment_id: number;
  invoice_id: number;
  submitted_amount: number;
  submission_date: string;
  amount: number;
  status: string;
  method: string;
  description: string;
  by_card: boolean;
}

export interface InvoiceAnswer {
  id: number;
  invoice_id: number;
  invoice_number: string;
  invoice_status: string;
  invoice_type: string;
  total_amount_gross: number;
  total_amount_paid: number;
  remaining_due: number;
  credit: number;
  payments: PaymentAnswer[];
  pdfLink: string;
  invoice_items: Array<{
    item_id: number;
    name: string;
    quantity: number;
    unit_price: number;
    total: number;
    credited_amount: number;
  }>;
  invoice_attachments: Array<{ id: number; filename: string; url: string }>;
  [field: string]: unknown;
}

export async function createInvoice(app: FastifyInstance, auth: Auth, body: Record<string, unknown>) {
  const res = await postCall(app, auth, 'create_invoice', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as InvoiceAnswer;
}

/** A payment of `amount` on `invoiceId`, today's example date, by bank transfer. */
export function paymentBody(
  invoiceId: number,
  amount: number | string,
  overrides: Record<string, unknown> = {},
) {
  return {
    invoice_id: invoiceId,
    submitted_amount: amount,
    submission_date: '2026-11-22',
    method: 'Bank transfer',
    description: '',
    ...overrides,
  };
}

/** invoice/add_payment, with an Idempotency-Key when one is given. */
export function postPayment(app: FastifyInstance, auth: Auth, body: object, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v3/invoice/add_payment',
    headers: key ? { ...auth, 'idempotency-key': key } : auth,
    payload: body,
  });
}

export async function addPayment(app: FastifyInstance, auth: Auth, invoiceId: number, amount: number) {
  const res = await postPayment(app, auth, paymentBody(invoiceId, amount));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as InvoiceAnswer;
}
