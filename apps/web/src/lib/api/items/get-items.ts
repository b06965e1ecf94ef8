// POST get_item: the user's items, searched, filtered and sorted by the server (spec 001 section 7).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GetItemsRequest, Item } from '@tradebook/domain/items/items.schemas';
import { apiPost } from '../../api-client';

export const ITEMS_QUERY_KEY = ['items'] as const;

export async function getItems(filters: GetItemsRequest = {}): Promise<Item[]> {
  return (await apiPost<Item[]>('get_item', { ...filters })).response;
}

export function useItems(filters: GetItemsRequest = {}) {
  return useQuery({
    queryKey: [...ITEMS_QUERY_KEY, 'list', filters],
    queryFn: () => getItems(filters),
    placeholderData: keepPreviousData,
  });
}
