// The migration that keeps when the client first opened a document (20261207T0300-document-viewed-at.ts,
// ADR 0366): a document viewed before it takes its first 'viewed' event's time, so its status word says
// Viewed; one never opened stays without.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAndReadLink, readPage, todayDate } from '../../test/client-link-calls';
import { createInvoice, invoiceExample } from '../../test/invoice-factories';
import { ownerWithClient } from '../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { migrationBefore } from '../../test/migration-steps';
import { migrateTo, migrateToLatest } from './migrate';

const MIGRATION = '20261207T0300-document-viewed-at';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`migration ${MIGRATION}`, () => {
  it("fills viewed_at from the first 'viewed' event", async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const viewed = await createInvoice(t.app, auth, invoiceExample(client.id, { invoice_date: todayDate() }));
    const unseen = await createInvoice(t.app, auth, invoiceExample(client.id, { invoice_date: todayDate() }));
    await readPage(t.app, await emailAndReadLink(t, auth, 'invoice', viewed.invoice_number));
    await emailAndReadLink(t, auth, 'invoice', unseen.invoice_number);
    const { db } = t.database;
    const firstView = await db
      .selectFrom('document_events')
      .select('created_at')
      .where('document_id', '=', viewed.id)
      .where('type', '=', 'viewed')
      .executeTakeFirstOrThrow();

    await migrateTo(db, migrationBefore(MIGRATION));
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('documents')
      .select(['id', 'viewed_at'])
      .where('id', 'in', [viewed.id, unseen.id])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [Number(row.id), row.viewed_at])).toEqual([
      [viewed.id, firstView.created_at],
      [unseen.id, null],
    ]);
  });
});
