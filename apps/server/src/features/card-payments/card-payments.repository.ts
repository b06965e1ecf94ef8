// The business's Stripe account and the Checkout Sessions made for its clients. Every function takes the
// owner and filters on user_id.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { CardCheckoutsTable, StripeAccountsTable } from './card-payments.table';

export type CheckoutRow = Selectable<CardCheckoutsTable>;

export function findStripeAccount(db: Kysely<Database>, owner: OwnerId) {
  return db.selectFrom('stripe_accounts').selectAll().where('user_id', '=', owner).executeTakeFirst();
}

export async function saveStripeAccount(
  db: Kysely<Database>,
  owner: OwnerId,
  values: Omit<Insertable<StripeAccountsTable>, 'user_id'>,
): Promise<void> {
  await db
    .insertInto('stripe_accounts')
    .values({ ...values, user_id: owner })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

export async function deleteStripeAccount(db: Kysely<Database>, owner: OwnerId): Promise<void> {
  await db.deleteFrom('stripe_accounts').where('user_id', '=', owner).execute();
}

function checkoutOf(row: CheckoutRow): CheckoutRow {
  row.id = Number(row.id);
  row.user_id = Number(row.user_id);
  row.document_id = Number(row.document_id);
  row.amount_minor = Number(row.amount_minor);
  return row;
}

export async function insertCheckout(
  db: Kysely<Database>,
  owner: OwnerId,
  values: Omit<Insertable<CardCheckoutsTable>, 'id' | 'user_id' | 'session_id' | 'recorded_at'>,
): Promise<number> {
  const row = await db
    .insertInto('card_checkouts')
    .values({ ...values, user_id: owner, session_id: null, recorded_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function setCheckoutSession(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  sessionId: string,
): Promise<void> {
  await db
    .updateTable('card_checkouts')
    .set({ session_id: sessionId })
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .execute();
}

export async function deleteCheckout(db: Kysely<Database>, owner: OwnerId, id: number): Promise<void> {
  await db.deleteFrom('card_checkouts').where('user_id', '=', owner).where('id', '=', id).execute();
}

/** The session made for this invoice, if it is one of ours. */
export async function findCheckoutOfDocument(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
  sessionId: string,
): Promise<CheckoutRow | undefined> {
  const row = await db
    .selectFrom('card_checkouts')
    .selectAll()
    .where('user_id', '=', owner)
    .where('document_id', '=', documentId)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row ? checkoutOf(row) : undefined;
}

/** Claims the session's payment for recording: of every confirmation, only one finds it unrecorded. */
export async function claimCheckout(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('card_checkouts')
    .set({ recorded_at: now })
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .where('recorded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
