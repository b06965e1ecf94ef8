// GET get_terms_days: the payment terms of the Control Panel tab.
import { useQuery } from '@tanstack/react-query';
import type { TermsDays } from '@tradebook/domain/settings/terms.schemas';
import { apiGet } from '../../api-client';

export const TERMS_QUERY_KEY = ['settings', 'terms'] as const;

export async function getTermsDays(): Promise<TermsDays> {
  return (await apiGet<TermsDays>('get_terms_days')).response;
}

export function useTermsDays() {
  return useQuery({ queryKey: TERMS_QUERY_KEY, queryFn: getTermsDays });
}
