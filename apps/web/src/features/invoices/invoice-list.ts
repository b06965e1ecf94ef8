// What the invoice list shows apart from the shared list screen: the status filter's options and the
// list/grid choice, kept in the browser (cleared at sign-out with the rest).
import type { InvoiceFilter } from '@tradebook/domain/invoices/invoice-status';

/** docs/reference/invoices.md 'Screens' and 'Statuses', in its order. */
export const STATUS_OPTIONS: Array<{ value: InvoiceFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'unpaiddue', label: 'Unpaid and overdue' },
  { value: 'partpaid', label: 'Part paid' },
  { value: 'partpaiddue', label: 'Part paid and overdue' },
  { value: 'paid', label: 'Paid' },
  { value: 'sent', label: 'Sent' },
  { value: 'draft', label: 'Draft' },
  { value: 'void', label: 'Void' },
  { value: 'overdue', label: 'Overdue (sent or part paid)' },
  { value: 'credited', label: 'Credited' },
];

export type ListView = 'list' | 'grid';
const VIEW_KEY = 'tradebook.invoices.view';

export function readListView(): ListView {
  return localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid';
}

export function writeListView(view: ListView): void {
  localStorage.setItem(VIEW_KEY, view);
}
