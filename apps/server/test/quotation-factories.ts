// Clients and quotations made through the real calls, for the quotation tests.
import type { FastifyInstance } from 'fastify';
import { postCall, type Auth } from './api-calls';
import { createClient } from './catalogue-factories';
import { GBP, signedInUser } from './factories';

/** The client most quotation tests quote for. */
export const ACME_CLIENT = {
  full_name: 'Jordan Smith',
  email: 'jordan@acme.co.uk',
  business_name: 'Acme Holdings',
};

/** A newly signed-in user with one client: where most quotation tests start. */
export async function ownerWithClient(app: FastifyInstance) {
  const user = await signedInUser(app);
  const client = await createClient(app, user.auth, ACME_CLIENT);
  return { ...user, client };
}

/** The worked example of issue 5: 3 x 19.99 and 1 x 12.00, 10% off, taxes of 20% and 7.5%. */
export function workedExample(clientId: number, overrides: Record<string, unknown> = {}) {
  return {
    quotation_date: '2026-11-21',
    client_id: clientId,
    validity_term: 28,
    currency_id: GBP,
    discount_type: 'percent',
    discount_value: 10,
    vat_name: 'VAT',
    vat_percent: 20,
    tax1_name: 'Levy',
    tax1_percent: 7.5,
    notes: 'Work starts within five days of approval.',
    quotation_items: [
      { name: 'Copper pipe', description: '15 mm, per metre', quantity: 3, unit_price: 19.99, type: 'parts' },
      { name: 'Call-out', description: '', quantity: 1, unit_price: 12, type: 'service' },
    ],
    ...overrides,
  };
}

export async function createQuotation(app: FastifyInstance, auth: Auth, body: Record<string, unknown>) {
  const res = await postCall(app, auth, 'create_quotation', body);
  if (res.statusCode !== 200) throw new Error(`create_quotation failed: ${res.statusCode} ${res.body}`);
  return res.json().response as QuotationAnswer;
}

export interface QuotationAnswer {
  id: number;
  quotation_id: number;
  quotation_number: string;
  quotation_status: string;
  quotation_type: string;
  client_id: number;
  pdfLink: string;
  quotation_items: Array<{
    item_id: number;
    name: string;
    quantity: number;
    unit_price: number;
    total: number;
  }>;
  quotation_attachments: Array<{ id: number; filename: string; url: string }>;
  [field: string]: unknown;
}
