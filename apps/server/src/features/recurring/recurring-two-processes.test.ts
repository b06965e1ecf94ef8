// Two app processes (two app instances, each with its own connection pool) on one PostgreSQL database run
// their jobs at the same moments: each run of each schedule is made once, with one unbroken sequence of
// invoice numbers (ADR 0310, 0312). SQLite has a single connection in a single process, so there is no
// second process to race with: the test runs on PostgreSQL only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { ownerWithClient } from '../../../test/quotation-factories';
import { keepSignedIn, liveThrough, makeRecurring, morningOf, ownerInvoices } from '../../../test/recurring';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { openSameDatabase, testDialect } from '../../../test/test-database';

describe.skipIf(testDialect !== 'postgres')('recurring invoices with two processes on one database', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await buildTestApp();
    two = await buildTestApp({ database: openSameDatabase(one.database) });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('makes each run once', async () => {
    one.setNow(morningOf('2027-01-04'));
    const owner = await ownerWithClient(one.app);
    keepSignedIn(owner);
    const template = await createInvoice(
      one.app,
      owner.auth,
      invoiceExample(owner.client.id, { invoice_date: '2027-01-04' }),
    );
    const frequencies = ['weekly', 'weekly', 'every_2_weeks', 'monthly', 'weekly'];
    for (const frequency of frequencies) {
      await makeRecurring(one.app, owner.auth, {
        invoice_id: template.id,
        frequency,
        start_date: '2027-01-05',
      });
    }
    await liveThrough([one, two], '2027-01-05', '2027-03-31');

    const invoices = (await ownerInvoices(one.app, owner.auth)).filter((row) => row.id !== template.id);
    // 3 weekly schedules x 13 runs, 7 fortnightly, 3 monthly.
    expect(invoices).toHaveLength(3 * 13 + 7 + 3);
    expect(invoices.map((row) => row.invoice_number)).toEqual(
      Array.from({ length: invoices.length }, (_, i) => `INV-${String(i + 2).padStart(6, '0')}`),
    );
    const list = (
      await one.app.inject({
        method: 'POST',
        url: '/api/v3/invoice/recurring/list',
        headers: owner.auth,
        payload: {},
      })
    ).json().response as Array<{ made_count: number; frequency: string }>;
    expect(list.map((row) => row.made_count).sort((a, b) => a - b)).toEqual([3, 7, 13, 13, 13]);
  });
});
