// The accountant accepts an invitation with their own account, signed in (registered from the invitation
// if needed): the link is the credential, and it must reach the address it was sent to
// (docs/decisions/0378-accountant-access.md).
import { ACCOUNTANT_MESSAGES, type ServedBusiness } from '@tradebook/domain/accountants/accountants.schemas';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { hashToken } from '../accounts/tokens';
import { findUserContact } from '../accounts/user-plans.repository';
import { acceptInvitation, deleteInvitation, findInvitation, hasAccess } from './accountants.repository';
import { listServedBusinesses } from './list-served-businesses';

export async function acceptAccountantInvitation(
  ctx: AppContext,
  accountant: OwnerId,
  token: string,
): Promise<ServedBusiness> {
  const tokenHash = hashToken(token);
  const now = ctx.now().toISOString();
  const invitation = await findInvitation(ctx.db, tokenHash, now);
  if (!invitation) throw new AppError('validation', [ACCOUNTANT_MESSAGES.invalidLink]);
  const businessId = Number(invitation.user_id);
  if (businessId === accountant) throw new AppError('validation', [ACCOUNTANT_MESSAGES.ownBusiness]);
  const me = await findUserContact(ctx.db, accountant);
  if (!me) throw notFound();
  if (me.email_lower !== invitation.email_lower)
    throw new AppError('forbidden', ACCOUNTANT_MESSAGES.wrongAccount);
  if (await hasAccess(ctx.db, accountant, businessId)) {
    // Already theirs (accepted before under this address): the extra invitation is spent.
    await deleteInvitation(ctx.db, Number(invitation.id));
  } else if (!(await acceptInvitation(ctx.db, accountant, { id: Number(invitation.id), tokenHash }, now))) {
    throw new AppError('validation', [ACCOUNTANT_MESSAGES.invalidLink]);
  }
  const served = await listServedBusinesses(ctx, accountant);
  const business = served.find((row) => row.business_id === businessId);
  if (!business) throw notFound();
  return business;
}
