// One invoice in each state, and the export links and files made of them, for the invoice export tests
// (invoice-exports.test.ts: CSV and XLSX; invoice-export-files.test.ts: PDF summary and ZIP).
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { postCall, type Auth } from './api-calls';
import { createClient } from './catalogue-factories';
import { signedInUser } from './factories';
import { addPayment, createInvoice, EXAMPLE_TOTAL, invoiceExample } from './invoice-factories';
import { ACME_CLIENT, createQuotation, workedExample } from './quotation-factories';

/** The day the seed is measured on: overdue depends on today, so the tests fix it. */
export const EXPORT_TODAY = new Date('2026-12-10T10:00:00Z');

const local = (url: string) => url.replace('http://tradebook.test', '');

/** One invoice in each state, each 14 days' terms (today is 10 Dec 2026):
 * INV-000001 1 May, draft, overdue; INV-000002 10 Sep, partpaid 30.00, overdue, for a client whose name is
 * a formula; INV-000003 20 Nov, paid; INV-000004 1 Dec, void; INV-000005 5 Dec, sent; INV-000006 today,
 * converted from QUO-000001. */
export async function seedInvoiceStates(app: FastifyInstance) {
  const call = (auth: Auth, route: string, payload: object = {}) => postCall(app, auth, route, payload);
  const user = await signedInUser(app);
  const acme = await createClient(app, user.auth, ACME_CLIENT);
  const formula = await createClient(app, user.auth, {
    full_name: 'Eve Hacker',
    email: 'eve@evil.co.uk',
    business_name: '=HYPERLINK("http://evil.example","click")',
  });
  const dated = (clientId: number, date: string) =>
    createInvoice(app, user.auth, invoiceExample(clientId, { invoice_date: date }));
  await dated(acme.id, '2026-05-01');
  const partpaid = await dated(formula.id, '2026-09-10');
  await addPayment(app, user.auth, partpaid.id, 30);
  const paid = await dated(acme.id, '2026-11-20');
  await addPayment(app, user.auth, paid.id, EXAMPLE_TOTAL);
  const voided = await dated(acme.id, '2026-12-01');
  await call(user.auth, 'invoice/change_to_void', { invoice_id: voided.id });
  const sent = await dated(acme.id, '2026-12-05');
  expect(
    (await call(user.auth, 'invoice/emailSent', { invoice_number: sent.invoice_number })).statusCode,
  ).toBe(200);
  await call(user.auth, 'terms_days/post', { invoice_days: 14, quotation_days: 28 });
  const quotation = await createQuotation(app, user.auth, workedExample(acme.id));
  await call(user.auth, 'quotation_change_status', { quotation_id: quotation.id, status: 'approved' });
  const converted = await call(user.auth, 'quotation/convert_to_invoice', { quotation_id: quotation.id });
  expect(converted.json().response.invoice_number).toBe('INV-000006');
  return user;
}

/** The download link an export call answers, checked to be one. */
export async function exportLink(
  app: FastifyInstance,
  auth: Auth,
  route: string,
  filters: Record<string, unknown>,
): Promise<string> {
  const res = await postCall(app, auth, route, filters);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ status: 1, message: 'Export ready.' });
  expect(body.response).toHaveLength(1);
  expect(body.response[0]).toMatch(/^http:\/\/tradebook\.test\/api\/v3\/download\/invoices\//);
  return local(body.response[0] as string);
}

/** The file behind a link, checked to be answered and never cached. */
export async function openExport(app: FastifyInstance, link: string) {
  const res = await app.inject({ method: 'GET', url: link });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res;
}
