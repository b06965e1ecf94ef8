// POST referral/invite {email}: the Voucher tab's second Send (docs/reference/subscriptions.md). The server
// e-mails a sign-up link; the reward comes later, when the friend completes a profile, so the plan data
// reload anyway (a reward may have arrived meanwhile).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteRequest } from '@tradebook/domain/subscriptions/subscription.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidatePlan } from './keys';

/** The server's message ('Invitation sent.'). */
export async function inviteFriend(request: InviteRequest): Promise<string> {
  return String((await apiPost<null>('referral/invite', { ...request })).message);
}

export function useInviteFriend() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteFriend, onSuccess: () => invalidatePlan(queryClient) });
}
