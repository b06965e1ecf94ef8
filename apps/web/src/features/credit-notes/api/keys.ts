// The react-query keys of credit notes: every credit note query sits under ['credit-notes'], so issuing or
// e-mailing one refreshes them all with one invalidation.
import type { QueryClient } from '@tanstack/react-query';

export const CREDIT_NOTES_QUERY_KEY = ['credit-notes'] as const;

export function invalidateCreditNotes(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CREDIT_NOTES_QUERY_KEY });
}
