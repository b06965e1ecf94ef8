// GET generate_item_no: the number the next item will get. The server assigns it for real at create
// (docs/reference/documents.md 'Numbers'), so this is shown, never sent.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { ITEMS_QUERY_KEY } from '../../../lib/api/items/get-items';

export async function generateItemNo(): Promise<string> {
  return String((await apiGet<string>('generate_item_no')).response);
}

export function useNextItemNo() {
  return useQuery({ queryKey: [...ITEMS_QUERY_KEY, 'next-number'], queryFn: generateItemNo, staleTime: 0 });
}
