// The client's page carries its link's token in its address: no search engine may keep it. The server
// says so in a header (X-Robots-Tag); the page says it too, for a copy served without it.
import { useEffect } from 'react';

export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
