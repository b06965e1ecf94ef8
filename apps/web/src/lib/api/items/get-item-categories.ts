// GET list_item_category: the user's categories, {id, type (the name)}, in the order added.
import { useQuery } from '@tanstack/react-query';
import type { ItemCategory } from '@tradebook/domain/items/items.schemas';
import { apiGet } from '../../api-client';

export const ITEM_CATEGORIES_QUERY_KEY = ['item-categories'] as const;

export async function getItemCategories(): Promise<ItemCategory[]> {
  return (await apiGet<ItemCategory[]>('list_item_category')).response;
}

export function useItemCategories() {
  return useQuery({ queryKey: ITEM_CATEGORIES_QUERY_KEY, queryFn: getItemCategories });
}
