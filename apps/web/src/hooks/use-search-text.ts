// What a list's search box holds, and the trimmed text to ask the server for once typing pauses (300 ms),
// so a request goes out per pause rather than per key.
import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';

export const SEARCH_DEBOUNCE_MS = 300;

export function useSearchText() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return { search, setSearch, debounced };
}
