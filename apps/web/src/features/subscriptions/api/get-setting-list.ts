// POST get_setting_list {app_type}: the spec's setting list call (docs/reference/subscriptions.md). The
// Subscription tab reads its plan cards, the plan state and the credit log from it; the payment error page
// its support address.
import { useQuery } from '@tanstack/react-query';
import { APP_TYPE } from '@tradebook/domain/auth/auth.schemas';
import type { SettingList } from '@tradebook/domain/subscriptions/subscription.schemas';
import { apiPost } from '../../../lib/api-client';
import { SETTING_LIST_QUERY_KEY } from './keys';

export async function getSettingList(): Promise<SettingList> {
  return (await apiPost<SettingList>('get_setting_list', { app_type: APP_TYPE })).response;
}

export function useSettingList() {
  return useQuery({
    queryKey: SETTING_LIST_QUERY_KEY,
    queryFn: getSettingList,
    // Stripe's page opens in another tab and the purchase is confirmed there: coming back to this tab
    // shows the new plan without a reload.
    refetchOnWindowFocus: true,
  });
}
