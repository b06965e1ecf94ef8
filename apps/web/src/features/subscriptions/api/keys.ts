// The react-query keys of plans. A purchase, a voucher or a referral changes the plan the Subscription
// tab shows (get_setting_list) and the profile's subscription_details, so both reload together.
import type { QueryClient } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from '../../../lib/api/profile/get-profile';

export const SETTING_LIST_QUERY_KEY = ['setting-list'] as const;
export const PACKAGES_QUERY_KEY = ['subscription-packages'] as const;

export async function invalidatePlan(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: SETTING_LIST_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  ]);
}
