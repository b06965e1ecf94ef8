// Pages of a list held in the browser (the lines of the document being edited; lists that come from the
// server page there instead). The page asked for is kept when the list shrinks, and the page shown is the
// last one that exists. With `followAdded`, rows added at the end bring the last page (where they land)
// into view, so a new row is always in sight.
import { useState } from 'react';

export function usePaging<T>(list: readonly T[], pageSize: number, options: { followAdded?: boolean } = {}) {
  const [state, setState] = useState({ page: 1, length: list.length });
  const pages = Math.max(1, Math.ceil(list.length / pageSize));
  if (list.length !== state.length) {
    // Adjusting state while rendering (react.dev 'You might not need an effect'): no extra paint.
    const follow = options.followAdded === true && list.length > state.length;
    setState({ page: follow ? pages : state.page, length: list.length });
  }
  const current = Math.min(state.page, pages);
  const shown = list.slice((current - 1) * pageSize, current * pageSize);
  const setPage = (page: number) => setState({ page, length: list.length });
  return { pages, current, shown, setPage };
}
