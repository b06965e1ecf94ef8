import { useEffect } from 'react';

/** Spec 000 section 2: the route title in title case followed by the product name. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Tradebook`;
  }, [title]);
}
