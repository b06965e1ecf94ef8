// POST web/payment/getPackages {app_type}: the packages on sale, each with its price button's label.
import { useQuery } from '@tanstack/react-query';
import { APP_TYPE } from '@tradebook/domain/auth/auth.schemas';
import type { SubscriptionPackage } from '@tradebook/domain/subscriptions/subscription.schemas';
import { apiPost } from '../../../lib/api-client';
import { PACKAGES_QUERY_KEY } from './keys';

export async function getPackages(): Promise<SubscriptionPackage[]> {
  const envelope = await apiPost<{ packages: SubscriptionPackage[] }>('web/payment/getPackages', {
    app_type: APP_TYPE,
  });
  return envelope.response.packages;
}

export function usePackages() {
  return useQuery({ queryKey: PACKAGES_QUERY_KEY, queryFn: getPackages });
}
