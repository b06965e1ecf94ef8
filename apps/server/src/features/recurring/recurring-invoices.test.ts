// Recurring invoices over simulated months (the app's clock is a parameter; ADR 0312), on both databases:
// each schedule makes exactly its invoices, through a restart, with ends after N and on a date, paused and
// resumed; e-mailed ones go through the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { documentEmails } from '../../../test/outbox';
import { ownerWithClient } from '../../../test/quotation-factories';
import {
  keepSignedIn,
  liveThrough,
  makeRecurring,
  morningOf,
  ownerInvoices,
  scheduleAction,
} from '../../../test/recurring';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { openSameDatabase } from '../../../test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function ownerWithTemplate(app: TestApp, start: string, overrides: Record<string, unknown> = {}) {
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

const made = <T extends { invoice_number: string }>(invoices: T[], template: { invoice_number: string }) =>
  invoices.filter((invoice) => invoice.invoice_number !== template.invoice_number);

describe('recurring invoices', () => {
  it('makes exactly its invoices over seven months, the 31st kept where a month has it', async () => {
    const { auth, client, template } = await ownerWithTemplate(t, '2027-01-31');
    const schedule = await makeRecurring(t.app, auth, {
      invoice_id: template.id,
      frequency: 'monthly',
      start_date: '2027-01-31',
      end_type: 'never',
      send_mode: 'draft',
    });
    expect(schedule).toMatchObject({ status: 'active', next_run_date: '2027-01-31', made_count: 0 });

    await liveThrough([t], '2027-01-31', '2027-08-30');
    const invoices = made(await ownerInvoices(t.app, auth), template);
    expect(invoices.map((invoice) => [invoice.invoice_number, invoice.invoice_date])).toEqual([
      ['INV-000002', '2027-01-31'],
      ['INV-000003', '2027-02-28'],
      ['INV-000004', '2027-03-31'],
      ['INV-000005', '2027-04-30'],
      ['INV-000006', '2027-05-31'],
      ['INV-000007', '2027-06-30'],
      ['INV-000008', '2027-07-31'],
    ]);
    for (const invoice of invoices) {
      expect(invoice).toMatchObject({
        invoice_status: 'draft',
        client_id: client.id,
        total_amount_gross: 82.58,
      });
    }
    // A copy of the template's content, with the terms of the settings (21 days).
    const read = await postCall(t.app, auth, 'invoice/ListByInvoiceNumber', { invoice_number: 'INV-000003' });
    expect(read.json().response).toMatchObject({
      invoice_date: '2027-02-28',
      expiry_date: '2027-03-21',
      validity_term: 21,
      discount_type: 'percent',
      discount_value: 10,
      vat_name: 'VAT',
      vat_percent: 20,
      tax1_name: 'Levy',
      tax1_percent: 7.5,
      notes: 'Payment by bank transfer, please.',
      invoice_items: [
        { name: 'Copper pipe', quantity: 3 },
        { name: 'Call-out', quantity: 1 },
      ],
    });
    const list = await postCall(t.app, auth, 'invoice/recurring/list', {});
    expect(list.json().response).toMatchObject([
      { schedule_id: schedule.id, made_count: 7, next_run_date: '2027-08-31', status: 'active' },
    ]);
    // Living the same days again makes nothing more.
    await liveThrough([t], '2027-08-01', '2027-08-30');
    expect(made(await ownerInvoices(t.app, auth), template)).toHaveLength(7);
  });

  it('ends after N invoices, and on a date', async () => {
    const { auth, template } = await ownerWithTemplate(t, '2027-09-01');
    const afterThree = await makeRecurring(t.app, auth, {
      invoice_id: template.id,
      frequency: 'weekly',
      start_date: '2027-09-02',
      end_type: 'after',
      end_after_count: 3,
    });
    const untilApril = await makeRecurring(t.app, auth, {
      invoice_id: template.id,
      frequency: 'every_2_weeks',
      start_date: '2027-09-01',
      end_type: 'on',
      end_date: '2027-10-13',
    });
    await liveThrough([t], '2027-09-01', '2027-12-31');
    const dates = made(await ownerInvoices(t.app, auth), template).map((invoice) => invoice.invoice_date);
    expect(dates.sort()).toEqual(
      [
        '2027-09-02',
        '2027-09-09',
        '2027-09-16',
        '2027-09-01',
        '2027-09-15',
        '2027-09-29',
        '2027-10-13',
      ].sort(),
    );
    const list = (await postCall(t.app, auth, 'invoice/recurring/list', {})).json().response;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: afterThree.id, status: 'ended', made_count: 3, next_run_date: null }),
        expect.objectContaining({ id: untilApril.id, status: 'ended', made_count: 4, next_run_date: null }),
      ]),
    );
    const resumed = await postCall(t.app, auth, 'invoice/recurring/resume', { schedule_id: afterThree.id });
    expect(resumed.statusCode).toBe(409);
  });

  it('makes nothing while paused, and resumes from the first run on or after the day it resumes', async () => {
    const { auth, template } = await ownerWithTemplate(t, '2028-01-01');
    const schedule = await makeRecurring(t.app, auth, {
      invoice_id: template.id,
      frequency: 'weekly',
      start_date: '2028-01-03',
    });
    await liveThrough([t], '2028-01-01', '2028-01-12');
    expect((await scheduleAction(t.app, auth, 'pause', schedule.id)).status).toBe('paused');
    await liveThrough([t], '2028-01-13', '2028-02-01');
    expect(made(await ownerInvoices(t.app, auth), template)).toHaveLength(2);
    const resumed = await scheduleAction(t.app, auth, 'resume', schedule.id);
    expect(resumed).toMatchObject({ status: 'active', next_run_date: '2028-02-07', made_count: 2 });
    await liveThrough([t], '2028-02-02', '2028-02-14');
    expect(made(await ownerInvoices(t.app, auth), template).map((invoice) => invoice.invoice_date)).toEqual([
      '2028-01-03',
      '2028-01-10',
      '2028-02-07',
      '2028-02-14',
    ]);
    const stopped = await scheduleAction(t.app, auth, 'stop', schedule.id);
    expect(stopped).toMatchObject({ status: 'ended', next_run_date: null, made_count: 4 });
    await liveThrough([t], '2028-02-15', '2028-02-29');
    expect(made(await ownerInvoices(t.app, auth), template)).toHaveLength(4);
  });

  it('edits a schedule: a new frequency and first date, the invoices made so far counting towards its end', async () => {
    const { auth, template } = await ownerWithTemplate(t, '2028-03-01');
    const schedule = await makeRecurring(t.app, auth, {
      invoice_id: template.id,
      frequency: 'weekly',
      start_date: '2028-03-01',
      end_type: 'after',
      end_after_count: 3,
    });
    await liveThrough([t], '2028-03-01', '2028-03-02');
    const res = await postCall(t.app, auth, 'invoice/recurring/update', {
      schedule_id: schedule.id,
      frequency: 'monthly',
      start_date: '2028-03-31',
      end_type: 'after',
      end_after_count: 3,
      send_mode: 'draft',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({
      frequency: 'monthly',
      next_run_date: '2028-03-31',
      made_count: 1,
    });
    await liveThrough([t], '2028-03-03', '2028-06-30');
    expect(made(await ownerInvoices(t.app, auth), template).map((invoice) => invoice.invoice_date)).toEqual([
      '2028-03-01',
      '2028-03-31',
      '2028-04-30',
    ]);
  });

  it('e-mails each new invoice at once when told to, through the outbox', async () => {
    const { auth, template } = await ownerWithTemplate(t, '2028-07-01');
    await makeRecurring(t.app, auth, {
      invoice_id: template.id,
      frequency: 'monthly',
      start_date: '2028-07-01',
      send_mode: 'email',
    });
    await liveThrough([t], '2028-07-01', '2028-08-01');
    const invoices = made(await ownerInvoices(t.app, auth), template);
    expect(invoices.map((invoice) => invoice.invoice_status)).toEqual(['sent', 'sent']);
    for (const invoice of invoices) {
      // Its own e-mail (reminders of the sent invoice follow in the same list).
      const emails = await documentEmails(t, auth, 'invoice', invoice.id);
      expect(emails.filter((email) => email.kind === 'document')).toMatchObject([
        { kind: 'document', to: 'jordan@acme.co.uk', state: 'sent' },
      ]);
    }
  });

  it('refuses a first date in the past, a void invoice, bad ends, and another user’s invoice or schedule', async () => {
    const { auth, client, template } = await ownerWithTemplate(t, '2028-11-10');
    const call = (path: string, body: object, as: Auth = auth) => postCall(t.app, as, path, body);
    const past = await call('invoice/recurring/create', {
      invoice_id: template.id,
      frequency: 'monthly',
      start_date: '2028-11-09',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toEqual(['The first date cannot be in the past.']);
    const badEnd = await call('invoice/recurring/create', {
      invoice_id: template.id,
      frequency: 'fortnightly',
      start_date: '2028-11-10',
      end_type: 'on',
    });
    expect(badEnd.statusCode).toBe(422);
    expect(badEnd.json().message).toEqual([
      'Choose how often: weekly, every 2 weeks, monthly, every 3 months or yearly.',
    ]);
    const noDate = await call('invoice/recurring/create', {
      invoice_id: template.id,
      frequency: 'weekly',
      start_date: '2028-11-20',
      end_type: 'on',
      end_date: '2028-11-19',
    });
    expect(noDate.json().message).toEqual(['The end date cannot be before the first date.']);
    const voided = await createInvoice(
      t.app,
      auth,
      invoiceExample(client.id, { invoice_date: '2028-11-10' }),
    );
    await call('invoice/change_to_void', { invoice_id: voided.id });
    const fromVoid = await call('invoice/recurring/create', {
      invoice_id: voided.id,
      frequency: 'weekly',
      start_date: '2028-11-12',
    });
    expect(fromVoid.statusCode).toBe(409);

    const schedule = await makeRecurring(t.app, auth, {
      invoice_id: template.id,
      frequency: 'weekly',
      start_date: '2028-11-12',
    });
    const stranger = await ownerWithClient(t.app);
    const theirs = await call(
      'invoice/recurring/create',
      { invoice_id: template.id, frequency: 'weekly', start_date: '2028-11-12' },
      stranger.auth,
    );
    expect(theirs.statusCode).toBe(404);
    for (const action of ['pause', 'resume', 'stop']) {
      expect(
        (await call(`invoice/recurring/${action}`, { schedule_id: schedule.id }, stranger.auth)).statusCode,
      ).toBe(404);
    }
    const list = await call('invoice/recurring/list', {}, stranger.auth);
    expect(list.json().response).toEqual([]);
    expect((await call('invoice/recurring/list', {})).json().response).toHaveLength(1);
  });

  it('loses and doubles nothing when the app restarts in the middle of a run of months', async () => {
    const first = await buildTestApp();
    const { auth, template } = await ownerWithTemplate(first, '2028-01-03');
    await makeRecurring(first.app, auth, {
      invoice_id: template.id,
      frequency: 'weekly',
      start_date: '2028-01-03',
    });
    await liveThrough([first], '2028-01-03', '2028-01-17');
    // The sweep queues the run of the 24th, and the process stops before making it.
    first.setNow(morningOf('2028-01-24'));
    await first.ctx.jobs.runDue({ only: ['recurring-sweep'] });
    await first.close({ keepDatabase: true });

    // Down until 7 February: started again on the same database, it makes the queued run and the two it
    // missed, once each, and goes on.
    const second = await buildTestApp({ database: openSameDatabase(first.database) });
    try {
      await liveThrough([second], '2028-02-07', '2028-02-21');
      expect(
        made(await ownerInvoices(second.app, auth), template).map((invoice) => invoice.invoice_date),
      ).toEqual([
        '2028-01-03',
        '2028-01-10',
        '2028-01-17',
        '2028-01-24',
        '2028-01-31',
        '2028-02-07',
        '2028-02-14',
        '2028-02-21',
      ]);
      const numbers = made(await ownerInvoices(second.app, auth), template).map(
        (invoice) => invoice.invoice_number,
      );
      expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `INV-${String(i + 2).padStart(6, '0')}`));
    } finally {
      await second.close();
      await first.database.drop().catch(() => undefined);
    }
  });
});
