// Recurring invoices in tests: a schedule made through the real call, the owner's invoices read through
// the list call, and days lived through on the app's clock with the jobs that fall due each day.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { RecurringSchedule } from '@tradebook/domain/recurring/recurring.schemas';
import { addDays } from '@tradebook/domain/documents/dates';
import { postCall, type Auth } from './api-calls';
import { createInvoice, invoiceExample } from './invoice-factories';
import { ownerWithClient } from './quotation-factories';
import type { TestApp } from './test-app';

export async function makeRecurring(
  app: FastifyInstance,
  auth: Auth,
  body: Record<string, unknown>,
): Promise<RecurringSchedule> {
  const res = await postCall(app, auth, 'invoice/recurring/create', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as RecurringSchedule;
}

export async function scheduleAction(
  app: FastifyInstance,
  auth: Auth,
  action: 'pause' | 'resume' | 'stop',
  scheduleId: number,
): Promise<RecurringSchedule> {
  const res = await postCall(app, auth, `invoice/recurring/${action}`, { schedule_id: scheduleId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as RecurringSchedule;
}

export interface InvoiceRow {
  id: number;
  invoice_number: string;
  invoice_date: string;
  invoice_status: string;
  client_id: number;
  total_amount_gross: number;
}

/** Every invoice of the owner dated within the years given, oldest number first. */
export async function ownerInvoices(app: FastifyInstance, auth: Auth): Promise<InvoiceRow[]> {
  const res = await postCall(app, auth, 'get_invoice_list_by_user', {
    start_date: '2000-01-01',
    end_date: '2099-12-31',
    category: 'all',
    limit: 200,
  });
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json().response as InvoiceRow[];
  return rows.sort((a, b) => a.invoice_number.localeCompare(b.invoice_number));
}

/** Owners whose sessions liveThrough renews: a session lasts 30 days, the simulated months longer. */
const owners = new Map<Auth, { email: string; password: string }>();

/** liveThrough signs this owner in again at the end of the days it lives through, into the same `auth`. */
export function keepSignedIn(owner: { auth: Auth; email: string; password: string }): void {
  owners.set(owner.auth, { email: owner.email, password: owner.password });
}

/** 09:00 UTC on `date`. */
export const morningOf = (date: string) => new Date(`${date}T09:00:00Z`);

/** Lives through each day from `from` to `to` (both included): the clock set to that morning and every job
 * due then run, by each app given (several processes on one database run theirs at the same moment). */
export async function liveThrough(apps: TestApp[], from: string, to: string): Promise<void> {
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const t of apps) t.setNow(morningOf(date));
    await Promise.all(apps.map((t) => t.runJobs()));
  }
  const [first] = apps;
  if (!first) return;
  for (const [auth, credentials] of owners) {
    const res = await first.app.inject({
      method: 'POST',
      url: '/api/v3/login',
      payload: { ...credentials, version: 'web' },
    });
    if (res.statusCode === 200) auth.authorization = `Bearer ${res.json().api_token as string}`;
  }
}

/** An owner with a client and an invoice dated `start` to repeat, the app's clock on that morning. */
export async function ownerWithTemplate(
  app: TestApp,
  start: string,
  overrides: Record<string, unknown> = {},
) {
  app.setNow(morningOf(start));
  const owner = await ownerWithClient(app.app);
  const { auth, client } = owner;
  keepSignedIn(owner);
  const terms = await postCall(app.app, auth, 'terms_days/post', { invoice_days: 21, quotation_days: 14 });
  expect(terms.statusCode, terms.body).toBe(200);
  const template = await createInvoice(
    app.app,
    auth,
    invoiceExample(client.id, { invoice_date: start, ...overrides }),
  );
  return { auth, client, template };
}

/** The invoices a schedule made: the owner's invoices but its template. */
export const made = <T extends { invoice_number: string }>(
  invoices: T[],
  template: { invoice_number: string },
) => invoices.filter((invoice) => invoice.invoice_number !== template.invoice_number);
