// One item, through get_item with item_id (a list of one; 404 when it is not the user's).
import { useQuery } from '@tanstack/react-query';
import type { Item } from '@tradebook/domain/items/items.schemas';
import { apiPost } from '../../../lib/api-client';
import { ITEMS_QUERY_KEY } from '../../../lib/api/items/get-items';

export async function getItem(itemId: number): Promise<Item> {
  const [item] = (await apiPost<Item[]>('get_item', { item_id: itemId })).response;
  if (!item) throw new Error('Item not found');
  return item;
}

export function useItem(itemId: number) {
  return useQuery({
    queryKey: [...ITEMS_QUERY_KEY, 'one', itemId],
    queryFn: () => getItem(itemId),
    enabled: Number.isSafeInteger(itemId) && itemId > 0,
  });
}
