// Card payments for Pro (subscription_payments: a row per checkout, credited once) and the Stripe
// events already handled (stripe_events), for checkout.ts, confirm-payment.ts and stripe-webhook.ts.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SubscriptionPaymentsTable } from './subscriptions.table';

export async function insertSubscriptionPayment(
  db: Kysely<Database>,
  row: Insertable<SubscriptionPaymentsTable>,
): Promise<number> {
  const inserted = await db
    .insertInto('subscription_payments')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function setPaymentSession(db: Kysely<Database>, id: number, sessionId: string): Promise<void> {
  await db.updateTable('subscription_payments').set({ session_id: sessionId }).where('id', '=', id).execute();
}

export async function deleteSubscriptionPayment(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('subscription_payments').where('id', '=', id).execute();
}

export function findPaymentBySession(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('subscription_payments')
    .select(['id', 'user_id', 'amount_minor', 'currency_code', 'days', 'credited_at'])
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
}

/** Marks payment `id` paid and credited unless it was already; true when this call did. */
export async function claimPaymentCredit(
  db: Kysely<Database>,
  id: number,
  creditedAt: string,
): Promise<boolean> {
  const claimed = await db
    .updateTable('subscription_payments')
    .set({ credited_at: creditedAt, status: 'paid' })
    .where('id', '=', id)
    .where('credited_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function isStripeEventSeen(db: Kysely<Database>, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('stripe_events')
    .select('event_id')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a handled event; throws a unique violation when another process recorded it first. */
export async function insertStripeEvent(
  db: Kysely<Database>,
  event: { event_id: string; type: string; received_at: string },
): Promise<void> {
  await db.insertInto('stripe_events').values(event).execute();
}
