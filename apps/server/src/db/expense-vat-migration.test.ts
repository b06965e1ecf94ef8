// The migration that gives expenses their VAT (20261206T0500-expense-vat.ts, ADR 0363): an expense stored
// before keeps VAT 0 with net = amount; one read from a supplier's e-invoice keeps its net and VAT, at
// the rate they say, reclaimable.
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrationBefore, insertOldUser } from '../../test/migration-steps';
import { migrateTo, migrateToLatest } from './migrate';

const MIGRATION = '20261206T0500-expense-vat';

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

describe('migration 20261206T0500-expense-vat', () => {
  it('keeps VAT 0 on old expenses and the read VAT on supplier ones', async () => {
    database = await createTestDatabase({ migrate: false });
    await migrateTo(database.db, migrationBefore(MIGRATION));
    // The tables as they stood before the migration, reached untyped as a migration reaches them.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = database.db as unknown as Kysely<any>;
    const at = '2026-10-01T09:00:00.000Z';
    const user = { id: await insertOldUser(old, 'old@example.com', at) };
    const expense = (no: string, amount: number, net: number | null, tax: number | null) => ({
      user_id: user.id,
      expense_no: no,
      expense_date: '2026-09-30',
      category_id: 8,
      vendor: 'Stationer',
      payment_type: 'Card',
      notes: '',
      currency_id: 826,
      amount_minor: amount,
      net_minor: net,
      tax_minor: tax,
      created_at: at,
      updated_at: at,
    });
    await old
      .insertInto('expenses')
      .values([expense('EXP-000001', 1250, null, null), expense('EXP-000002', 12600, 10500, 2100)])
      .execute();
    await migrateToLatest(database.db);
    const rows = await database.db
      .selectFrom('expenses')
      .select(['expense_no', 'amount_minor', 'net_minor', 'tax_minor', 'vat_rate_milli', 'vat_reclaimable'])
      .orderBy('expense_no')
      .execute();
    expect(
      rows.map((row) =>
        Object.values(row).map((value) => (typeof value === 'string' ? value : Number(value))),
      ),
    ).toEqual([
      ['EXP-000001', 1250, 1250, 0, 0, 0],
      ['EXP-000002', 12600, 10500, 2100, 20000, 1],
    ]);
  });
});
