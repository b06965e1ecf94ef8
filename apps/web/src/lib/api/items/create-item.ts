// POST create_item. The answer is the stored item with its number and amount.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Item } from '@tradebook/domain/items/items.schemas';
import { apiPost } from '../../api-client';
import type { ItemRequestBody } from '../../items/item-request';
import { ITEMS_QUERY_KEY } from './get-items';

export async function createItem(body: ItemRequestBody): Promise<{ item: Item; message: string }> {
  const envelope = await apiPost<Item>('create_item', { ...body });
  return { item: envelope.response, message: String(envelope.message) };
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ITEMS_QUERY_KEY }),
  });
}
