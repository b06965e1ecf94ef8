// The expense categories: GET get_expense_category ({id, category}) for the form, and POST
// expense/filter/dropdown {content: 'category'} ({id, name}) for the list's filter, as the spec's client
// reads them. The list is fixed (domain expense-categories.ts), so it is read once. A failure is only
// logged (docs/reference/expenses.md 'Messages': dropdown fetches); the select stays empty.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ExpenseCategoryListSchema,
  ExpenseCategoryOptionsSchema,
} from '@tradebook/domain/expenses/expense.schemas';
import { apiGet, apiPost } from '../../../lib/api-client';

type ExpenseCategoryList = z.infer<typeof ExpenseCategoryListSchema>;
type ExpenseCategoryOptions = z.infer<typeof ExpenseCategoryOptionsSchema>;

async function logged<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error(`Could not load ${what}`, error);
    throw error;
  }
}

export function getExpenseCategories(): Promise<ExpenseCategoryList> {
  return logged(
    'the expense categories',
    async () => (await apiGet<ExpenseCategoryList>('get_expense_category')).response,
  );
}

export function getExpenseCategoryFilter(): Promise<ExpenseCategoryOptions> {
  return logged(
    'the expense category filter',
    async () =>
      (await apiPost<ExpenseCategoryOptions>('expense/filter/dropdown', { content: 'category' })).response,
  );
}

export function useExpenseCategories() {
  return useQuery({
    queryKey: ['lookups', 'expense-categories'],
    queryFn: getExpenseCategories,
    staleTime: Infinity,
  });
}

export function useExpenseCategoryFilter() {
  return useQuery({
    queryKey: ['lookups', 'expense-category-filter'],
    queryFn: getExpenseCategoryFilter,
    staleTime: Infinity,
  });
}
