// Crediting a paid Checkout Session, from the success page (web/payment/responseHandler) or Stripe's
// webhook. The server asks Stripe itself; the session must be ours, this user's, paid, and for the
// price and currency we created it with. Then one update sets credited_at where it is still null, in
// the transaction that moves subscription_until on: whoever comes second (a second confirmation, the
// webhook after the success page, 20 at once) finds it set and credits nothing (docs/decisions/0303).
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import { extendedUntil } from '@tradebook/domain/subscriptions/plan-rules';
import {
  SUBSCRIPTION_MESSAGES,
  type SubscriptionState,
} from '@tradebook/domain/subscriptions/subscription.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import { setSubscriptionUntil } from '../accounts/user-plans.repository';
import { currentState, lockPlan } from './plan-state';
import { claimPaymentCredit, findPaymentBySession } from './subscription-payments.repository';

export interface Confirmation {
  state: SubscriptionState;
  /** False when an earlier confirmation had credited it. */
  creditedNow: boolean;
}

const unknown = () => new AppError('not_found', SUBSCRIPTION_MESSAGES.paymentUnknown);

/** Confirms session `sessionId`; `userId` is the signed-in user (the success page) or null (the
 * webhook, which trusts the session's own row). */
export async function confirmPayment(
  ctx: AppContext,
  sessionId: string,
  userId: number | null,
): Promise<Confirmation> {
  const row = await findPaymentBySession(ctx.db, sessionId);
  // Another user's session answers like one that does not exist.
  if (!row || (userId !== null && Number(row.user_id) !== userId)) throw unknown();
  const owner = Number(row.user_id);
  if (row.credited_at !== null) return { state: await currentState(ctx, owner), creditedNow: false };

  const session = await ctx.payments.confirmCheckout(sessionId);
  if (session.id !== sessionId || session.reference !== String(row.id)) throw unknown();
  if (!session.paid) throw new AppError('conflict', SUBSCRIPTION_MESSAGES.paymentNotPaid);
  if (session.amountMinor !== row.amount_minor || session.currency !== row.currency_code) throw unknown();

  const now = ctx.now();
  const creditedNow = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimPaymentCredit(trx, Number(row.id), now.toISOString()))) return false;
    const plan = await lockPlan(trx, ctx.dialect, owner);
    await setSubscriptionUntil(
      trx,
      owner,
      extendedUntil(plan.subscription_until, calendarDateOf(now), row.days),
    );
    return true;
  });
  return { state: await currentState(ctx, owner), creditedNow };
}
