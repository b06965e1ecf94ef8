// Invitations a user sent to friends (referral_invitations), the one they tie to on registering, and
// the reward each earned (referrals.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function insertInvitation(
  db: Kysely<Database>,
  invitation: { user_id: number; email: string; token: string; created_at: string },
): Promise<void> {
  await db.insertInto('referral_invitations').values(invitation).execute();
}

/** Ties `userId` to the open invitation with this token, unless it is the inviter's own. */
export async function tieInvitationByToken(
  db: Kysely<Database>,
  token: string,
  userId: number,
): Promise<void> {
  await db
    .updateTable('referral_invitations')
    .set({ invitee_user_id: userId })
    .where('token', '=', token)
    .where('invitee_user_id', 'is', null)
    .where('user_id', '!=', userId)
    .execute();
}

/** The first invitation tied to `inviteeId`. */
export function findTiedInvitation(db: Kysely<Database>, inviteeId: number) {
  return db
    .selectFrom('referral_invitations')
    .select(['id', 'user_id', 'rewarded_at'])
    .where('invitee_user_id', '=', inviteeId)
    .orderBy('id')
    .executeTakeFirst();
}

/** The newest invitation to this address that no account is tied to yet, not sent by `inviteeId`. */
export function findOpenInvitation(db: Kysely<Database>, emailLower: string, inviteeId: number) {
  return db
    .selectFrom('referral_invitations')
    .select(['id', 'user_id', 'rewarded_at'])
    .where('email', '=', emailLower)
    .where('invitee_user_id', 'is', null)
    .where('user_id', '!=', inviteeId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Ties invitation `id` to `inviteeId` unless another got there first; true when this call did. */
export async function claimInvitation(db: Kysely<Database>, id: number, inviteeId: number): Promise<boolean> {
  const claimed = await db
    .updateTable('referral_invitations')
    .set({ invitee_user_id: inviteeId })
    .where('id', '=', id)
    .where('invitee_user_id', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** How many of `inviterId`'s invitations have been rewarded. */
export async function countRewardedInvitations(db: Kysely<Database>, inviterId: number): Promise<number> {
  const row = await db
    .selectFrom('referral_invitations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', inviterId)
    .where('rewarded_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks invitation `id` rewarded with `days` unless it was already; true when this call did. */
export async function markInvitationRewarded(
  db: Kysely<Database>,
  id: number,
  reward: { rewarded_at: string; rewarded_days: number },
): Promise<boolean> {
  const claimed = await db
    .updateTable('referral_invitations')
    .set(reward)
    .where('id', '=', id)
    .where('rewarded_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
