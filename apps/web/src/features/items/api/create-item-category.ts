// POST create_item_category {type}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemCategory } from '@tradebook/domain/items/items.schemas';
import { apiPost } from '../../../lib/api-client';
import { ITEM_CATEGORIES_QUERY_KEY } from '../../../lib/api/items/get-item-categories';

export async function createItemCategory(name: string): Promise<ItemCategory> {
  return (await apiPost<ItemCategory>('create_item_category', { type: name })).response;
}

export function useCreateItemCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItemCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ITEM_CATEGORIES_QUERY_KEY }),
  });
}
