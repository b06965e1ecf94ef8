// Recurring invoices over simulated months (the app's clock is a parameter; ADR 0312), on both databases:
// each schedule makes exactly its invoices, with ends after N and on a date, paused, resumed and edited
// (e-mails, refusals and restarts: recurring-invoices-delivery.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import {
  liveThrough,
  made,
  makeRecurring,
  ownerInvoices,
  ownerWithTemplate,
  scheduleAction,
} from '../../../test/recurring';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

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
});
