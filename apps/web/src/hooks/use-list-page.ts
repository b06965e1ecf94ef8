// The page a server-paged list shows (docs/reference/api.md 'Lists answer one page'). Any change of the
// filters goes back to page 1; when the page asked for is past the end (its last row was deleted or filtered
// away), the server's last page is asked for instead.
import { useCallback, useEffect, useState } from 'react';
import type { Pagination } from '@tradebook/domain/api/paging';

export function useListPage(filters: unknown) {
  const key = JSON.stringify(filters);
  const [state, setState] = useState({ page: 1, key });
  // Adjusting state while rendering (react.dev 'You might not need an effect'): no request for a stale page.
  if (state.key !== key) setState({ page: 1, key });
  const page = state.key === key ? state.page : 1;
  const setPage = useCallback((next: number) => setState({ page: next, key }), [key]);
  return { page, setPage };
}

/** Moves to the last page when the answer says the page asked for no longer exists. */
export function useLastPageFallback(
  page: number,
  pagination: Pagination | undefined,
  setPage: (page: number) => void,
) {
  const lastPage = pagination?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}
