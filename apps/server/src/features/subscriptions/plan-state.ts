// The plan card's state of one user (SubscriptionStateSchema), and the locked read every change of a
// user's days starts with, so two changes at once (a payment and a voucher, two confirmations) each
// add their days to what the other left rather than to the same old value.
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import { daysBetween } from '@tradebook/domain/subscriptions/plan-rules';
import type { SubscriptionState } from '@tradebook/domain/subscriptions/subscription.schemas';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { notFound } from '../../app-error';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { findPlanRow, type PlanRow } from '../accounts/user-plans.repository';

export function subscriptionState(row: PlanRow, today: string): SubscriptionState {
  const days = row.subscription_until === null ? null : daysBetween(today, row.subscription_until);
  return {
    noOfDaysRemaining: days === null ? null : days > 0 ? days : 'expired',
    subscription_type: days === null ? 'N/A' : days > 0 ? 'pro' : 'expired',
    subscription_until: row.subscription_until,
    no_of_days_of_free_usage: daysBetween(today, row.free_usage_until),
    extra_free_days: row.extra_free_days,
  };
}

/** The user's plan columns. */
export async function readPlan(db: Kysely<Database>, userId: number): Promise<PlanRow> {
  return plan(db, userId, false);
}

/** readPlan inside a transaction that will change the days: on PostgreSQL the row stays locked until
 * the transaction ends (SQLite runs one write transaction at a time anyway). */
export async function lockPlan(trx: Kysely<Database>, dialect: Dialect, userId: number): Promise<PlanRow> {
  return plan(trx, userId, dialect === 'postgres');
}

async function plan(db: Kysely<Database>, userId: number, forUpdate: boolean): Promise<PlanRow> {
  const row = await findPlanRow(db, userId, forUpdate);
  if (!row) throw notFound();
  return row;
}

export async function currentState(ctx: AppContext, userId: number): Promise<SubscriptionState> {
  return subscriptionState(await readPlan(ctx.db, userId), calendarDateOf(ctx.now()));
}
