// The react-query keys of expenses: every expense query sits under ['expenses'] (the list, one expense,
// the month's count), so a save or a delete refreshes them all with one invalidation.
import type { QueryClient } from '@tanstack/react-query';

export const EXPENSES_QUERY_KEY = ['expenses'] as const;

export function invalidateExpenses(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: EXPENSES_QUERY_KEY });
}

/** After a call that answered the expense as it now is (stored in the cache): the lists and the month's
 * count reload, the expense itself is not read again. */
export function invalidateExpenseLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: EXPENSES_QUERY_KEY,
    predicate: (query) => query.queryKey[1] !== 'detail',
  });
}
