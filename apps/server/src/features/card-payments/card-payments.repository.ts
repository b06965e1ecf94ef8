// The business's Stripe account and the Checkout Sessions made for its clients. Every function takes the
// owner and filters on user_id, but one: the lookup by Stripe's session id, which is how the page Stripe
// returns to finds its checkout (the session id is the credential there, as a link's token is).
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { CardCheckoutsTable, CheckoutOutcome, StripeAccountsTable } from './card-payments.table';

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
  row.overpaid_minor = Number(row.overpaid_minor);
  return row;
}

export async function insertCheckout(
  db: Kysely<Database>,
  owner: OwnerId,
  values: Pick<
    Insertable<CardCheckoutsTable>,
    'document_id' | 'amount_minor' | 'currency_code' | 'created_at' | 'link_token_hash'
  >,
): Promise<number> {
  const row = await db
    .insertInto('card_checkouts')
    .values({
      ...values,
      user_id: owner,
      session_id: null,
      recorded_at: null,
      expired_at: null,
      outcome: null,
    })
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

export async function setCheckoutLink(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  linkTokenHash: string,
): Promise<void> {
  await db
    .updateTable('card_checkouts')
    .set({ link_token_hash: linkTokenHash })
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

/** The checkout Stripe's session id names, whoever's it is (the page Stripe returns to). */
export async function findCheckoutBySession(
  db: Kysely<Database>,
  sessionId: string,
): Promise<CheckoutRow | undefined> {
  const row = await db
    .selectFrom('card_checkouts')
    .selectAll()
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row ? checkoutOf(row) : undefined;
}

/** The invoice's sessions that may still be paid: made, neither recorded nor expired. At most `limit`
 * (the hourly cap keeps them few; any left over are settled by the next call). */
export async function findOpenCheckouts(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
  limit: number,
): Promise<CheckoutRow[]> {
  const rows = await db
    .selectFrom('card_checkouts')
    .selectAll()
    .where('user_id', '=', owner)
    .where('document_id', '=', documentId)
    .where('session_id', 'is not', null)
    .where('recorded_at', 'is', null)
    .where('expired_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(checkoutOf);
}

/** How many sessions were made for the invoice since `since` (ISO-8601). */
export async function countCheckoutsSince(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('card_checkouts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', owner)
    .where('document_id', '=', documentId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The oldest session made for the invoice since `since`: when the hourly cap frees a place. */
export async function oldestCheckoutSince(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
  since: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('card_checkouts')
    .select('created_at')
    .where('user_id', '=', owner)
    .where('document_id', '=', documentId)
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

export async function markCheckoutExpired(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('card_checkouts')
    .set({ expired_at: now })
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .where('recorded_at', 'is', null)
    .execute();
}

/** What the claimed session's payment came to (in the claiming transaction). */
export async function setCheckoutOutcome(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  outcome: CheckoutOutcome,
  overpaidMinor: number,
): Promise<void> {
  await db
    .updateTable('card_checkouts')
    .set({ outcome, overpaid_minor: overpaidMinor })
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .execute();
}

/** The checkout as it is now (after a confirmation recorded it). */
export async function findCheckout(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
): Promise<CheckoutRow | undefined> {
  const row = await db
    .selectFrom('card_checkouts')
    .selectAll()
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? checkoutOf(row) : undefined;
}
