// The react-query keys of invoices: every invoice query sits under ['invoices'], so a change refreshes
// them all with one invalidation. Shared, because a quotation converted to an invoice makes one too; the
// sign-out clears the whole cache (spec 000: logout clears cached invoice data).
import type { QueryClient } from '@tanstack/react-query';

export const INVOICES_QUERY_KEY = ['invoices'] as const;

export function invalidateInvoices(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY });
}
