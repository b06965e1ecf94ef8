// The owner invites an accountant by e-mail (docs/decisions/0378-accountant-access.md): a single-use link
// valid INVITATION_DAYS, only its token's hash kept; inviting a pending address again sends a new link.
import {
  ACCOUNTANT_MESSAGES,
  INVITATION_DAYS,
  MAX_ACCOUNTANTS,
} from '@tradebook/domain/accountants/accountants.schemas';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { queueMail } from '../../mail/outbox';
import { limitDailyEmails, requireConfirmedEmail } from '../accounts/email-rules';
import { limitHeavyWork } from '../accounts/heavy-work-limits';
import { hashToken, newToken } from '../accounts/tokens';
import { findBusinessFacts } from '../accounts/user-profiles.repository';
import { findUserContact } from '../accounts/user-plans.repository';
import { countAccountants, findAccessByEmail, saveInvitation } from './accountants.repository';

export const INVITATION_LINK = '/accountant/accept?token=';

export async function inviteAccountant(ctx: AppContext, owner: OwnerId, email: string): Promise<void> {
  // An invitation goes to someone else: only from a confirmed address, within the day's cap (ADR 0327).
  await requireConfirmedEmail(ctx, owner);
  await limitHeavyWork(ctx, owner, 'email');
  const address = email.trim().toLowerCase();
  const inviter = await findUserContact(ctx.db, owner);
  if (!inviter) throw notFound();
  if (inviter.email_lower === address) throw new AppError('validation', [ACCOUNTANT_MESSAGES.notYourself]);
  const existing = await findAccessByEmail(ctx.db, owner, address);
  if (existing?.accepted_at) throw new AppError('conflict', ACCOUNTANT_MESSAGES.alreadyHasAccess);
  if (!existing && (await countAccountants(ctx.db, owner)) >= MAX_ACCOUNTANTS)
    throw new AppError('validation', [ACCOUNTANT_MESSAGES.tooMany]);
  await limitDailyEmails(ctx, owner);

  const facts = await findBusinessFacts(ctx.db, owner);
  const business = (facts.company_name || facts.fullname).replace(/[\r\n]+/g, ' ');
  const token = newToken();
  const now = ctx.now();
  // Built from PUBLIC_URL, never the request's Host (docs/reference/api.md 'Security rules').
  const link = `${ctx.config.publicUrl}${INVITATION_LINK}${encodeURIComponent(token)}`;
  await ctx.db.transaction().execute(async (trx) => {
    await saveInvitation(trx, owner, {
      emailLower: address,
      tokenHash: hashToken(token),
      invitedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
    });
    await queueMail(
      { ...ctx, db: trx },
      {
        to: address,
        subject: `${business} invites you to read their books on Tradebook`,
        text:
          `${business} invites you, as their accountant, to read their quotations, invoices, credit notes, ` +
          `expenses and reports on Tradebook. You will not be able to change anything.\n\n` +
          `Accept with your Tradebook account (or create one from this page) within ${INVITATION_DAYS} days:\n` +
          `${link}\n\nIf you do not know the sender, ignore this message.`,
      },
      { purpose: 'accountant-invitation', userId: owner },
    );
  });
}
