// POST voucher/redeem {code}: the Voucher tab's first Send (docs/reference/subscriptions.md). Answers the
// plan as it now is and a message saying how many days were added; the plan cards and the profile reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedeemVoucherRequest } from '@tradebook/domain/subscriptions/subscription.schemas';
import { apiPost } from '../../../lib/api-client';
import { invalidatePlan } from './keys';

/** The server's message ('Voucher applied: 30 extra days.'). */
export async function redeemVoucher(request: RedeemVoucherRequest): Promise<string> {
  return String((await apiPost<unknown>('voucher/redeem', { ...request })).message);
}

export function useRedeemVoucher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: redeemVoucher, onSuccess: () => invalidatePlan(queryClient) });
}
