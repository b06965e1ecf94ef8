// Client-side pages of a list: the page asked for is kept even when the list shrinks; the page shown is
// the last one that exists.
import { useState } from 'react';

export function usePaging<T>(list: readonly T[], pageSize: number) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(list.length / pageSize));
  const current = Math.min(page, pages);
  const shown = list.slice((current - 1) * pageSize, current * pageSize);
  return { pages, current, shown, setPage };
}
