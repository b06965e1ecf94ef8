// POST update_item: the item form plus item_id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Item } from '@tradebook/domain/items/items.schemas';
import { apiPost } from '../../../lib/api-client';
import type { ItemRequestBody } from '../../../lib/items/item-request';
import { ITEMS_QUERY_KEY } from '../../../lib/api/items/get-items';

export async function updateItem(body: ItemRequestBody & { item_id: number }): Promise<Item> {
  return (await apiPost<Item>('update_item', { ...body })).response;
}

export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ITEMS_QUERY_KEY }),
  });
}
