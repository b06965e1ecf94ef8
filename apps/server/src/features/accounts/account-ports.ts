// What accounts ask of features on higher floors, through the app context's ports (app-context.ts;
// filled by feature-ports.ts): the signed-in user's answer (profile/) and the referral that a new
// account registered through or completes (subscriptions/). docs/decisions/0340-floors-of-the-server.md.
import type { Profile } from '@tradebook/domain/profile/profile-answer.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';

declare module '../../app-context' {
  interface FeaturePorts {
    /** The user as sign-in answers it: the business profile (profile/profile.service.ts). */
    currentUser(ctx: AppContext, owner: OwnerId): Promise<Profile>;
    /** Ties a new account to the invitation it registered through (subscriptions/referrals.ts). */
    linkReferral(ctx: AppContext, userId: number, ref: string): Promise<void>;
    /** Rewards whoever invited the user whose profile has just become complete, once. */
    rewardReferral(ctx: AppContext, inviteeId: number): Promise<void>;
  }
}
