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
import { findUserContact, findUserIdByEmail, setFreeUsage } from '../accounts/user-plans.repository';
import { lockPlan } from './plan-state';
import {
  claimInvitation,
  countRewardedInvitations,
  findOpenInvitation,
  findTiedInvitation,
  insertInvitation,
  markInvitationRewarded,
  tieInvitationByToken,
} from './referrals.repository';

export async function inviteFriend(ctx: AppContext, owner: OwnerId, email: string): Promise<void> {
  // An invitation goes to someone else: only from a confirmed address, within the day's cap (ADR 0327).
  await requireConfirmedEmail(ctx, owner);
  await limitHeavyWork(ctx, owner, 'email');
  const address = email.trim().toLowerCase();
  const inviter = await findUserContact(ctx.db, owner);
  if (!inviter) throw notFound();
  if (inviter.email_lower === address) throw new AppError('validation', [SUBSCRIPTION_MESSAGES.inviteSelf]);
  if ((await findUserIdByEmail(ctx.db, address)) !== undefined)
    throw new AppError('conflict', SUBSCRIPTION_MESSAGES.inviteHasAccount);

  await limitDailyEmails(ctx, owner);
  const token = newToken();
  await insertInvitation(ctx.db, {
    user_id: owner,
    email: address,
    token,
    created_at: ctx.now().toISOString(),
  });
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
  await tieInvitationByToken(ctx.db, ref, userId);
}

/** The invitation of `inviteeId` not yet rewarded: the one its link tied to it, else the newest open
 * one of its address, which is then tied to it. */
async function invitationOf(ctx: AppContext, inviteeId: number) {
  const tied = await findTiedInvitation(ctx.db, inviteeId);
  if (tied) return tied.rewarded_at === null ? tied : undefined;
  const user = await findUserContact(ctx.db, inviteeId);
  if (!user) return undefined;
  const open = await findOpenInvitation(ctx.db, user.email_lower, inviteeId);
  if (!open) return undefined;
  return (await claimInvitation(ctx.db, Number(open.id), inviteeId)) ? open : undefined;
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
    const rewarded = await countRewardedInvitations(trx, inviter);
    const days = grantableExtraDays(plan.extra_free_days, referralRewardDays(rewarded + 1));
    const claimed = await markInvitationRewarded(trx, Number(invitation.id), {
      rewarded_at: now.toISOString(),
      rewarded_days: days,
    });
    if (!claimed || days === 0) return;
    await setFreeUsage(trx, inviter, {
      free_usage_until: extendedUntil(plan.free_usage_until, calendarDateOf(now), days),
      extra_free_days: plan.extra_free_days + days,
    });
  });
}
