// POST delete_item {item_id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { ITEMS_QUERY_KEY } from '../../../lib/api/items/get-items';

export async function deleteItem(itemId: number): Promise<void> {
  await apiPost<null>('delete_item', { item_id: itemId });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ITEMS_QUERY_KEY }),
  });
}
