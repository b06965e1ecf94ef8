// Referrals (docs/reference/subscriptions.md): referral/invite e-mails a sign-up link (/register?ref=<token>)
// to a friend without an account; registering through it ties the new account to the invitation (else the
// account's address finds it when the reward is due), and the first time that account's profile becomes
// complete the inviter gets 15, 30 then 45 days of free usage for their 1st, 2nd and 3rd rewarded invitation,
// within the 180-day cap of extra days, once per invitee.
import { calendarDateOf } from '@tradebook/domain/documents/dates';
import {
  extendedUntil,
  grantableExtraDays,
  referralRewardDays,
} from '@tradebook/domain/subscriptions/plan-rules';
import { SUBSCRIPTION_MESSAGES } from '@tradebook/domain/subscriptions/subscription.schemas';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../app-error';
import { queueMail } from '../../mail/outbox';
import type { OwnerId } from '../../db/owner';
import { limitDailyEmails, requireConfirmedEmail } from '../accounts/email-rules';
import { limitHeavyWork } from '../accounts/heavy-work-limits';
import { newToken } from '../accounts/tokens';
import { lockPlan } from './plan-state';

export async function inviteFriend(ctx: AppContext, owner: OwnerId, email: string): Promise<void> {
  // An invitation goes to someone else: only from a confirmed address, within the day's cap (ADR 0327).
  await requireConfirmedEmail(ctx, owner);
  await limitHeavyWork(ctx, owner, 'email');
  const address = email.trim().toLowerCase();
  const inviter = await ctx.db
    .selectFrom('users')
    .select(['email_lower', 'fullname'])
    .where('id', '=', owner)
    .executeTakeFirst();
  if (!inviter) throw notFound();
  if (inviter.email_lower === address) throw new AppError('validation', [SUBSCRIPTION_MESSAGES.inviteSelf]);
  const existing = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email_lower', '=', address)
    .executeTakeFirst();
  if (existing) throw new AppError('conflict', SUBSCRIPTION_MESSAGES.inviteHasAccount);

  await limitDailyEmails(ctx, owner);
  const token = newToken();
  await ctx.db
    .insertInto('referral_invitations')
    .values({ user_id: owner, email: address, token, created_at: ctx.now().toISOString() })
    .execute();
  // The link is built from PUBLIC_URL, never the request's Host (docs/reference/api.md 'Security rules'). The
  // e-mail is text only: the inviter's name is shown as typed and can be nothing but text.
  const link = `${ctx.config.publicUrl}/register?ref=${encodeURIComponent(token)}`;
  const name = inviter.fullname.replace(/[\r\n]+/g, ' ');
  // Queued in the outbox (ADR 0311): the answer does not wait on the mail server.
  await queueMail(
    ctx,
    {
      to: address,
      subject: 'You are invited to Tradebook',
      text:
        `${name} uses Tradebook for quotations, invoices and expenses and invites you to try it.\n\n` +
        `Create your free account here:\n${link}\n\n` +
        `If you do not know the sender, ignore this message.`,
    },
    { purpose: 'referral', userId: owner },
  );
}

/** Ties a new account to the invitation whose link (`ref`) it registered through. Without a link,
 * the reward looks the invitation up by the account's address instead (rewardReferral). */
export async function linkReferral(ctx: AppContext, userId: number, ref: string): Promise<void> {
  if (!ref) return;
  await ctx.db
    .updateTable('referral_invitations')
    .set({ invitee_user_id: userId })
    .where('token', '=', ref)
    .where('invitee_user_id', 'is', null)
    .where('user_id', '!=', userId)
    .execute();
}

/** The invitation of `inviteeId` not yet rewarded: the one its link tied to it, else the newest open
 * one of its address, which is then tied to it. */
async function invitationOf(ctx: AppContext, inviteeId: number) {
  const tied = await ctx.db
    .selectFrom('referral_invitations')
    .select(['id', 'user_id', 'rewarded_at'])
    .where('invitee_user_id', '=', inviteeId)
    .orderBy('id')
    .executeTakeFirst();
  if (tied) return tied.rewarded_at === null ? tied : undefined;
  const user = await ctx.db
    .selectFrom('users')
    .select('email_lower')
    .where('id', '=', inviteeId)
    .executeTakeFirst();
  if (!user) return undefined;
  const open = await ctx.db
    .selectFrom('referral_invitations')
    .select(['id', 'user_id', 'rewarded_at'])
    .where('email', '=', user.email_lower)
    .where('invitee_user_id', 'is', null)
    .where('user_id', '!=', inviteeId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!open) return undefined;
  const claimed = await ctx.db
    .updateTable('referral_invitations')
    .set({ invitee_user_id: inviteeId })
    .where('id', '=', open.id)
    .where('invitee_user_id', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? open : undefined;
}

/** Rewards the inviter of `inviteeId` (whose profile has just become complete), once. */
export async function rewardReferral(ctx: AppContext, inviteeId: number): Promise<void> {
  const invitation = await invitationOf(ctx, inviteeId);
  if (!invitation) return;
  const inviter = Number(invitation.user_id);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    // The inviter's row is locked first: two invitees completing at once count 1st and 2nd, not 1st twice.
    const plan = await lockPlan(trx, ctx.dialect, inviter);
    const rewarded = await trx
      .selectFrom('referral_invitations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', inviter)
      .where('rewarded_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const days = grantableExtraDays(plan.extra_free_days, referralRewardDays(Number(rewarded.count) + 1));
    const claimed = await trx
      .updateTable('referral_invitations')
      .set({ rewarded_at: now.toISOString(), rewarded_days: days })
      .where('id', '=', invitation.id)
      .where('rewarded_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1 || days === 0) return;
    await trx
      .updateTable('users')
      .set({
        free_usage_until: extendedUntil(plan.free_usage_until, calendarDateOf(now), days),
        extra_free_days: plan.extra_free_days + days,
      })
      .where('id', '=', inviter)
      .execute();
  });
}
