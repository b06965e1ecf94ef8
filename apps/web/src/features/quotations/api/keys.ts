// The react-query keys of quotations: every quotation query sits under ['quotations'], so a change
// refreshes them all with one invalidation.
import type { QueryClient } from '@tanstack/react-query';

export const QUOTATIONS_QUERY_KEY = ['quotations'] as const;

export function invalidateQuotations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: QUOTATIONS_QUERY_KEY });
}
