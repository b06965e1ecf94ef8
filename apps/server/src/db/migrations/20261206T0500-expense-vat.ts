import { sql, type Kysely } from 'kysely';

// Expenses carry their VAT (docs/decisions/0363-expense-vat.md): the rate in thousandths of a percent and
// whether the VAT can be reclaimed. Expenses stored before keep VAT 0 (net = amount); those read from a
// supplier's e-invoice keep the net and VAT read, at the rate they say, reclaimable.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('expenses')
    .addColumn('vat_rate_milli', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('expenses')
    .addColumn('vat_reclaimable', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('expenses')
    .set({ net_minor: sql`amount_minor`, tax_minor: 0 })
    .where('net_minor', 'is', null)
    .execute();
  await db
    .updateTable('expenses')
    .set({
      vat_reclaimable: 1,
      vat_rate_milli: sql`case when net_minor > 0 then (tax_minor * 100000 + net_minor / 2) / net_minor else 0 end`,
    })
    .where('tax_minor', '>', 0)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('expenses').dropColumn('vat_reclaimable').execute();
  await db.schema.alterTable('expenses').dropColumn('vat_rate_milli').execute();
}
