// Payment rows (invoice/add_payment, its edits and deletes). Every function takes the owner and filters on user_id, so another user's payment (or
// invoice) is simply not found.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { PaymentsTable } from './payments.table';

export type PaymentRow = Selectable<PaymentsTable>;

// node-postgres is told to read BIGINT as numbers (db/database.ts); the driver may still give text.
function paymentOf(row: PaymentRow): PaymentRow {
  row.id = Number(row.id);
  row.user_id = Number(row.user_id);
  row.document_id = Number(row.document_id);
  row.amount_minor = Number(row.amount_minor);
  row.due_before_minor = Number(row.due_before_minor);
  return row;
}

/** The payments of an invoice, oldest first. */
export async function listPayments(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
): Promise<PaymentRow[]> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', owner)
    .where('document_id', '=', documentId)
    .orderBy('id')
    .execute();
  return rows.map(paymentOf);
}

export async function findPaymentByKey(
  db: Kysely<Database>,
  owner: OwnerId,
  key: string,
): Promise<PaymentRow | undefined> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', owner)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? paymentOf(row) : undefined;
}

export async function insertPayment(
  db: Kysely<Database>,
  owner: OwnerId,
  values: Omit<Insertable<PaymentsTable>, 'id' | 'user_id'>,
): Promise<void> {
  await db
    .insertInto('payments')
    .values({ ...values, user_id: owner })
    .execute();
}

/** The sum of an invoice's payments: what its paid amount is, by definition. */
export async function sumPayments(db: Kysely<Database>, owner: OwnerId, documentId: number): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('paid'))
    .where('user_id', '=', owner)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return Number(row?.paid ?? 0);
}

export async function findPayment(
  db: Kysely<Database>,
  owner: OwnerId,
  paymentId: number,
): Promise<PaymentRow | undefined> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', owner)
    .where('id', '=', paymentId)
    .executeTakeFirst();
  return row ? paymentOf(row) : undefined;
}

export async function updatePaymentRow(
  db: Kysely<Database>,
  owner: OwnerId,
  paymentId: number,
  values: Pick<PaymentRow, 'amount_minor' | 'payment_date' | 'method' | 'description' | 'status'>,
): Promise<void> {
  await db
    .updateTable('payments')
    .set(values)
    .where('user_id', '=', owner)
    .where('id', '=', paymentId)
    .execute();
}

export async function deletePaymentRow(
  db: Kysely<Database>,
  owner: OwnerId,
  paymentId: number,
): Promise<void> {
  await db.deleteFrom('payments').where('user_id', '=', owner).where('id', '=', paymentId).execute();
}
