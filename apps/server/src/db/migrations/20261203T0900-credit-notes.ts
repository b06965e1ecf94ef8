import { sql, type Kysely } from 'kysely';

// Credit notes are documents of kind 'credit_note' (docs/decisions/0315), made from an invoice and linked
// to it by documents.source_document_id. What they add:
// - documents.credited_minor, refunded_minor, kept_credit_minor: on an invoice, what its credit notes
//   credited, and of that what was paid back or kept as the client's credit (the client had paid it); on
//   a credit note, its own refunded and kept parts. The invoice's due and status follow from them in the
//   transaction that issues a credit note (ADR 0316).
// - document_lines.source_line_id: the invoice line a credit note's line credits, so no line is ever
//   credited beyond its total.
// - One invoice per quotation still (20261126T0900), but an invoice may have many credit notes: the unique
//   index on source_document_id now covers invoices only, and a plain one serves the rest (and the foreign
//   key's set null).
// - documents_open_balances (20261130T1400) holds credited_minor too, so the dashboard's outstanding and
//   overdue sums still read the index alone.
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['credited_minor', 'refunded_minor', 'kept_credit_minor']) {
    await db.schema
      .alterTable('documents')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .alterTable('document_lines')
    .addColumn('source_line_id', 'bigint', (c) => c.references('document_lines.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('document_lines_source_line_id')
    .on('document_lines')
    .column('source_line_id')
    .execute();

  await db.schema.dropIndex('documents_source_document_id').execute();
  await db.schema
    .createIndex('documents_one_invoice_per_source')
    .on('documents')
    .column('source_document_id')
    .unique()
    .where(sql.ref('kind'), '=', 'invoice')
    .execute();
  await db.schema
    .createIndex('documents_by_source')
    .on('documents')
    .columns(['source_document_id', 'kind'])
    .execute();

  await db.schema.dropIndex('documents_open_balances').execute();
  await db.schema
    .createIndex('documents_open_balances')
    .on('documents')
    .columns([
      'user_id',
      'kind',
      'is_void',
      'status',
      'currency_id',
      'due_date',
      'total_minor',
      'paid_minor',
      'credited_minor',
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('documents_open_balances').execute();
  await db.schema
    .createIndex('documents_open_balances')
    .on('documents')
    .columns(['user_id', 'kind', 'is_void', 'status', 'currency_id', 'due_date', 'total_minor', 'paid_minor'])
    .execute();
  await db.schema.dropIndex('documents_by_source').execute();
  await db.schema.dropIndex('documents_one_invoice_per_source').execute();
  await db.schema
    .createIndex('documents_source_document_id')
    .on('documents')
    .column('source_document_id')
    .unique()
    .execute();
  await db.schema.dropIndex('document_lines_source_line_id').execute();
  await db.schema.alterTable('document_lines').dropColumn('source_line_id').execute();
  for (const column of ['kept_credit_minor', 'refunded_minor', 'credited_minor']) {
    await db.schema.alterTable('documents').dropColumn(column).execute();
  }
}
