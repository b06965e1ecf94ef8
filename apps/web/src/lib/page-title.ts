import { useEffect } from 'react';

/** docs/reference/web.md 'Screens': the route title in title case followed by the product name. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Tradebook`;
  }, [title]);
}
