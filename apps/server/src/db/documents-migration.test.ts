// The migration that moved quotations into the document tables (20261125T0900-documents.ts): rows of the
// old tables, as the quotation release wrote them, come through with their ids, figures, lines and
// attachments, are found by the new search, and new documents number and id on after them.
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { postCall } from '../../test/api-calls';
import { openSession } from '../features/accounts/sign-in';
import { trustedOwnerId } from './owner';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { migrateTo, migrateToLatest } from './migrate';

let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
});

const NOW = '2026-10-01T09:00:00.000Z';

// The tables of the quotation release are not in today's Database type: they are reached untyped, as a
// migration reaches them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type OldDatabase = Kysely<any>;

async function oldQuotation(db: OldDatabase, values: Record<string, unknown>) {
  const row = await db
    .insertInto('quotations')
    .values({
      validity_term: 28,
      status: 'draft',
      type: 'draft',
      currency_id: 826,
      notes: '',
      discount_type: 'percent',
      discount_value_scaled: 0,
      vat_name: 'VAT',
      vat_percent_milli: 20_000,
      tax1_name: 'Tax-2',
      tax1_percent_milli: 0,
      sent_at: null,
      created_at: NOW,
      updated_at: NOW,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('moving quotations into the document tables', () => {
  it('keeps every quotation, line and attachment with its id and figures', async () => {
    const database = await createTestDatabase({ migrate: false });
    await migrateTo(database.db, '20261121T1200-quotations');
    t = await buildTestApp({ database });
    const old = database.db as unknown as OldDatabase;
    // The user as the quotation release stored it: registering today also writes tables this old schema
    // does not have (the e-mail confirmation). The session is opened as login opens it: login itself also
    // counts failures in a table this old schema does not have.
    const { id } = await old
      .insertInto('users')
      .values({
        email: 'old.release@example.com',
        email_lower: 'old.release@example.com',
        password_hash: 'not used: the session is opened directly',
        fullname: 'Alex Baker',
        country_id: 826,
        currency_id: 826,
        free_usage_until: NOW,
        created_at: NOW,
        updated_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await openSession(t.ctx, trustedOwnerId(Number(id)));
    const owner = { auth: { authorization: `Bearer ${token}` } };
    // The client as the quotation release stored it (later releases added columns to clients).
    const userId = id;
    const client = {
      id: Number(
        (
          await old
            .insertInto('clients')
            .values({
              user_id: userId,
              full_name: 'Maria Lopez',
              email: 'maria@lopez.co.uk',
              business_name: 'Lopez Bakery',
              created_at: NOW,
              updated_at: NOW,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      ),
    };
    await old
      .insertInto('number_sequences')
      .values({ user_id: userId, kind: 'QUO', next_value: 8 })
      .execute();

    // The worked example with a 10 % discount, and a void one with an amount discount.
    const percent = await oldQuotation(old, {
      user_id: userId,
      quotation_number: 'QUO-000005',
      client_id: client.id,
      quotation_date: '2026-09-01',
      expiry_date: '2026-09-29',
      discount_type: 'percent',
      discount_value_scaled: 10_000,
      items_total_minor: 7645,
      discount_minor: 765,
      sub_total_minor: 6880,
      vat_amount_minor: 1376,
      tax1_amount_minor: 0,
      total_gross_minor: 8256,
    });
    const voided = await oldQuotation(old, {
      user_id: userId,
      quotation_number: 'QUO-000007',
      client_id: client.id,
      quotation_date: '2026-09-15',
      expiry_date: '2026-10-13',
      status: 'approved',
      type: 'void',
      discount_type: 'amount',
      discount_value_scaled: 500,
      tax1_percent_milli: 5_000,
      items_total_minor: 10_000,
      discount_minor: 500,
      sub_total_minor: 9500,
      vat_amount_minor: 1900,
      tax1_amount_minor: 475,
      total_gross_minor: 11_875,
      notes: 'Keep this note',
      sent_at: NOW,
    });
    const line = await old
      .insertInto('quotation_items')
      .values({
        user_id: userId,
        quotation_id: percent,
        position: 0,
        name: 'Copper pipe',
        description: '15 mm',
        quantity_milli: 2500,
        unit_price_minor: 3058,
        line_total_minor: 7645,
        type: 'parts',
        item_no: 'ITEM-000003',
        category_id: null,
        category_type: 'Plumbing',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await old
      .insertInto('quotation_attachments')
      .values({
        user_id: userId,
        quotation_id: voided,
        filename: `${'a'.repeat(32)}.jpg`,
        original_name: 'site.jpg',
        size_bytes: 1234,
        created_at: NOW,
      })
      .execute();

    await migrateToLatest(database.db);

    const first = (
      await postCall(t.app, owner.auth, 'quotation/ListByquotationNumber', { quotation_number: 'QUO-000005' })
    ).json().response;
    expect(first).toMatchObject({
      id: percent,
      quotation_date: '2026-09-01',
      expiry_date: '2026-09-29',
      validity_term: 28,
      discount_type: 'percent',
      discount_value: 10,
      total_discount_amount: 7.65,
      sub_total: 68.8,
      vat_name: 'VAT',
      vat_percent: 20,
      vat_amount: 13.76,
      total_amount_gross: 82.56,
      quotation_type: 'draft',
      client: { business_name: 'Lopez Bakery', email: 'maria@lopez.co.uk' },
    });
    expect(first.quotation_items).toEqual([
      expect.objectContaining({
        item_id: Number(line.id),
        name: 'Copper pipe',
        quantity: 2.5,
        unit_price: 30.58,
        total: 76.45,
        item_no: 'ITEM-000003',
        category_type: 'Plumbing',
      }),
    ]);

    const second = (
      await postCall(t.app, owner.auth, 'quotation/ListByquotationNumber', { quotation_number: 'QUO-000007' })
    ).json().response;
    expect(second).toMatchObject({
      id: voided,
      quotation_status: 'approved',
      quotation_type: 'void',
      discount_type: 'amount',
      discount_value: 5,
      tax1_name: 'Tax-2',
      tax1_percent: 5,
      tax1_amount: 4.75,
      total_amount_gross: 118.75,
      notes: 'Keep this note',
      sent_at: NOW,
      is_image: 'Y',
    });
    expect(second.quotation_attachments).toHaveLength(1);

    // The search text was made for the moved rows.
    const found = await postCall(t.app, owner.auth, 'get_quotation_list_by_user', { search_field: 'LOPEZ' });
    expect(found.json().response.map((row: { quotation_number: string }) => row.quotation_number)).toEqual([
      'QUO-000007',
      'QUO-000005',
    ]);

    // The old tables are gone; a new quotation takes the next number and an id after the moved ones.
    const tables = await sql<{ name: string }>`select 1 as name from quotations`.execute(database.db).then(
      () => 'still there',
      () => 'gone',
    );
    expect(tables).toBe('gone');
    const created = (
      await postCall(t.app, owner.auth, 'create_quotation', {
        quotation_date: '2026-10-01',
        client_id: client.id,
        validity_term: 28,
        currency_id: 826,
      })
    ).json().response;
    expect(created.quotation_number).toBe('QUO-000008');
    expect(created.id).toBeGreaterThan(voided);
  });
});
