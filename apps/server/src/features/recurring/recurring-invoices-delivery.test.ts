// Recurring invoices that reach the client and survive trouble (ADR 0312), on both databases: e-mailed
// ones go through the outbox; bad schedules and another user's records are refused; a restart in the
// middle of a run of months loses and doubles nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { documentEmails } from '../../../test/outbox';
import { ownerWithClient } from '../../../test/quotation-factories';
import {
  liveThrough,
  made,
  makeRecurring,
  morningOf,
  ownerInvoices,
  ownerWithTemplate,
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

describe('recurring invoices reaching the client and surviving trouble', () => {
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
