import type { Kysely } from 'kysely';

// The dashboard's figures (features/dashboard, docs/decisions/0304-dashboard-summary.md), each read from
// one index and nothing else, at 100,000 documents and expenses per owner:
// - documents_open_balances: the open invoices (sent, partpaid) and the quotations awaiting an answer
//   (sent, pending) of one currency, by due date, holding the total and the paid amount, so the
//   outstanding, overdue and awaiting sums never read a document row. The state index of the lists
//   (20261126T1000) has neither the currency nor the total.
// - payments_by_date: an owner's payments of a range of dates (this month, the last 12), holding the
//   amount and the invoice; each payment then looks its invoice up by id for the currency and void flag.
// The expenses of a currency and a range of dates are already served by expenses_by_currency.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('documents_open_balances')
    .on('documents')
    .columns(['user_id', 'kind', 'is_void', 'status', 'currency_id', 'due_date', 'total_minor', 'paid_minor'])
    .execute();
  await db.schema
    .createIndex('payments_by_date')
    .on('payments')
    .columns(['user_id', 'payment_date', 'document_id', 'amount_minor'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payments_by_date').execute();
  await db.schema.dropIndex('documents_open_balances').execute();
}
