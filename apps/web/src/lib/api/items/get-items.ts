// POST get_item: one page of the user's items, searched, filtered and sorted by the server
// (docs/reference/items.md 'Calls'; docs/reference/api.md 'Lists answer one page'). The item list, the
// Add/Browse Item dialog and the document editor's line search read it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paging } from '@tradebook/domain/api/paging';
import type { GetItemsRequest, Item } from '@tradebook/domain/items/items.schemas';
import type { Page } from '@tradebook/domain/api/envelope';
import { apiPage } from '../../api-client';

export const ITEMS_QUERY_KEY = ['items'] as const;

export type ItemsPageRequest = GetItemsRequest & Paging;

export function getItems(request: ItemsPageRequest): Promise<Page<Item>> {
  return apiPage<Item>('POST', 'get_item', { ...request });
}

/** `enabled: false` asks nothing yet (the line search waits for something typed). */
export function useItems(request: ItemsPageRequest, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...ITEMS_QUERY_KEY, 'list', request],
    queryFn: () => getItems(request),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
