// POST delete_item_category {category_id}. Its items stay, uncategorised, so the item list reloads too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { ITEM_CATEGORIES_QUERY_KEY } from '../../../lib/api/items/get-item-categories';
import { ITEMS_QUERY_KEY } from '../../../lib/api/items/get-items';

export async function deleteItemCategory(categoryId: number): Promise<void> {
  await apiPost<null>('delete_item_category', { category_id: categoryId });
}

export function useDeleteItemCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItemCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ITEM_CATEGORIES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ITEMS_QUERY_KEY }),
      ]),
  });
}
