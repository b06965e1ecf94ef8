// GET get_business_category (v2). The spec answers this list in `message`; it is the one call whose
// message is not text. A failure is only logged (docs/reference/lookups.md 'Messages').
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api-client';
import type { BusinessCategory } from '@tradebook/domain/lookups/lookups.schemas';

export async function getBusinessCategories(): Promise<BusinessCategory[]> {
  try {
    const envelope = await apiGet<BusinessCategory[]>('get_business_category', { version: 'v2' });
    const list: unknown = envelope.message;
    return Array.isArray(list) ? (list as BusinessCategory[]) : envelope.response;
  } catch (error) {
    console.error('Could not load the business categories', error);
    throw error;
  }
}

export function useBusinessCategories() {
  return useQuery({
    queryKey: ['lookups', 'business-categories'],
    queryFn: getBusinessCategories,
    staleTime: Infinity,
  });
}
