import { sql, type Kysely } from 'kysely';

// What each client holds as credit, per currency (docs/decisions/0349): what it paid beyond its invoices'
// totals and what credit notes kept as its credit, less what was spent as payments of method 'Client
// credit'. Kept as one row per client and currency, changed in the transaction that changes the invoice
// (a payment recorded, edited or deleted, a credit note issued), so reading it never adds up the client's
// documents; a spend is a conditional update that never takes the row below zero.
// Filled here from the invoices as they stand: per client and currency, the sum of each invoice's excess
// (paid, less what credit notes gave back, beyond the total less what they credited) and kept credit.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('client_credits')
    .addColumn('client_id', 'bigint', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('currency_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('held_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('client_credits_pkey', ['client_id', 'currency_id'])
    .addCheckConstraint('client_credits_never_negative', sql`held_minor >= 0`)
    .execute();
  // The user's cascade looks rows up by user.
  await db.schema.createIndex('client_credits_by_user').on('client_credits').column('user_id').execute();

  const excess = sql`(d.paid_minor - d.refunded_minor - d.kept_credit_minor - (d.total_minor - d.credited_minor))`;
  await sql`insert into client_credits (client_id, currency_id, user_id, held_minor)
    select d.client_id, d.currency_id, d.user_id,
      sum(case when ${excess} > 0 then ${excess} else 0 end + d.kept_credit_minor)
    from documents d
    where d.kind = 'invoice' and d.client_id is not null
    group by d.client_id, d.currency_id, d.user_id
    having sum(case when ${excess} > 0 then ${excess} else 0 end + d.kept_credit_minor) > 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('client_credits').execute();
}
