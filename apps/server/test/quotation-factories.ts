// Clients and quotations made through the real calls, for the quotation tests.
import type { FastifyInstance } from 'fastify';
import { GBP, signedInUser } from './factories';

type Auth = Record<string, string>;

export async function post(app: FastifyInstance, auth: Auth, path: string, payload: unknown = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/v3/${path}`,
    headers: auth,
    payload: payload as Record<string, unknown>,
  });
}

/** A newly signed-in user with one client: where most quotation tests start. */
export async function ownerWithClient(app: FastifyInstance) {
  const user = await signedInUser(app);
  const client = await createClient(app, user.auth);
  return { ...user, client };
}

export async function createClient(app: FastifyInstance, auth: Auth, fields: Record<string, unknown> = {}) {
  const res = await post(app, auth, 'create_client', {
    full_name: 'Jordan Smith',
    email: 'jordan@acme.co.uk',
    business_name: 'Acme Holdings',
    ...fields,
  });
  if (res.statusCode !== 200) throw new Error(`create_client failed: ${res.statusCode} ${res.body}`);
  return res.json().response as { id: number; email: string; business_name: string; full_name: string };
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
  const res = await post(app, auth, 'create_quotation', body);
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
