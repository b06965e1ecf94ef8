// The invoice list's list/grid choice, kept in the browser (cleared at sign-out with the rest).
export type ListView = 'list' | 'grid';
const VIEW_KEY = 'tradebook.invoices.view';

export function readListView(): ListView {
  return localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid';
}

export function writeListView(view: ListView): void {
  localStorage.setItem(VIEW_KEY, view);
}
