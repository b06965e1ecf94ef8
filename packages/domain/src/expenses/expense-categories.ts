// The expense categories (docs/reference/expenses.md 'Fields'). The spec has no call that adds one, so
// the list is fixed and the same for every business, in the words a bookkeeper uses; an id never changes
// meaning once shipped (expenses keep it). docs/decisions/0301-expenses.md.
export const EXPENSE_CATEGORIES = [
  { id: 1, name: 'Advertising and marketing' },
  { id: 2, name: 'Bank and card charges' },
  { id: 3, name: 'Equipment and tools' },
  { id: 4, name: 'Fuel' },
  { id: 5, name: 'Insurance' },
  { id: 6, name: 'Materials and stock' },
  { id: 7, name: 'Meals and entertainment' },
  { id: 8, name: 'Office supplies' },
  { id: 9, name: 'Phone and internet' },
  { id: 10, name: 'Postage and delivery' },
  { id: 11, name: 'Professional fees' },
  { id: 12, name: 'Rent and rates' },
  { id: 13, name: 'Repairs and maintenance' },
  { id: 14, name: 'Software and subscriptions' },
  { id: 15, name: 'Subcontractors' },
  { id: 16, name: 'Training' },
  { id: 17, name: 'Travel' },
  { id: 18, name: 'Utilities' },
  { id: 19, name: 'Vehicle costs' },
  { id: 20, name: 'Other' },
] as const;

export type ExpenseCategoryId = (typeof EXPENSE_CATEGORIES)[number]['id'];

const BY_ID = new Map<number, string>(EXPENSE_CATEGORIES.map((category) => [category.id, category.name]));

/** The category's name, or undefined for an id that is not on the list. */
export function expenseCategoryName(id: number): string | undefined {
  return BY_ID.get(id);
}
