// voucher/redeem: a code made with the admin tool, worth some days of free usage, once per user, never
// past the 180 extra days (docs/reference/subscriptions.md). The user's row is locked and the redemption
// inserted in one transaction, and (voucher, user) is the redemptions' primary key: 20 redemptions at once
// add once.
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import { extendedUntil, grantableExtraDays } from '@tradebook/domain/subscriptions/plan-rules';
import {
  normaliseVoucherCode,
  SUBSCRIPTION_MESSAGES,
  VOUCHER_CODE,
  type SubscriptionState,
} from '@tradebook/domain/subscriptions/subscription.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { isUniqueViolation } from '../../db/unique-violation';
import { setFreeUsage } from '../accounts/user-plans.repository';
import { currentState, lockPlan } from './plan-state';
import { findVoucherByCode, hasRedeemed, insertRedemption } from './vouchers.repository';

const used = () => new AppError('conflict', SUBSCRIPTION_MESSAGES.voucherUsed);

export async function redeemVoucher(
  ctx: AppContext,
  owner: OwnerId,
  code: string,
): Promise<SubscriptionState & { days_added: number }> {
  const normalised = normaliseVoucherCode(code);
  const voucher = VOUCHER_CODE.test(normalised) ? await findVoucherByCode(ctx.db, normalised) : undefined;
  if (!voucher) throw new AppError('validation', [SUBSCRIPTION_MESSAGES.voucherInvalid]);

  const now = ctx.now();
  let daysAdded: number;
  try {
    daysAdded = await ctx.db.transaction().execute(async (trx) => {
      const plan = await lockPlan(trx, ctx.dialect, owner);
      if (await hasRedeemed(trx, Number(voucher.id), owner)) throw used();
      const days = grantableExtraDays(plan.extra_free_days, voucher.days);
      if (days <= 0) throw new AppError('conflict', SUBSCRIPTION_MESSAGES.extraDaysCapReached);
      await insertRedemption(trx, {
        voucher_id: Number(voucher.id),
        user_id: owner,
        days_added: days,
        created_at: now.toISOString(),
      });
      await setFreeUsage(trx, owner, {
        free_usage_until: extendedUntil(plan.free_usage_until, calendarDateOf(now), days),
        extra_free_days: plan.extra_free_days + days,
      });
      return days;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw used();
    throw error;
  }
  return { ...(await currentState(ctx, owner)), days_added: daysAdded };
}
