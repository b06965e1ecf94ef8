// POST <kind>/einvoice_check {<kind>_id, format} (what keeps an invoice or a credit note from being a valid
// e-invoice in a format) and POST <kind>/einvoice (the file itself, downloaded). The check sits under the
// kind's own query key, so whatever refreshes the kind refreshes it too.
import { useQuery } from '@tanstack/react-query';
import type { EInvoiceFormat } from '@tradebook/domain/einvoices/einvoice-formats';
import type { EInvoiceCheck } from '@tradebook/domain/einvoices/einvoice.schemas';
import { apiPost } from '../../api-client';
import { downloadApiFile } from '../../downloads/download-file';

/** The kinds that are e-invoices: their calls are named after them. */
export type EInvoiceKind = 'invoice' | 'credit_note';

const KIND_KEYS = { invoice: 'invoices', credit_note: 'credit-notes' } as const;

const bodyOf = (kind: EInvoiceKind, id: number, format: EInvoiceFormat) => ({ [`${kind}_id`]: id, format });

export async function checkDocumentEInvoice(
  kind: EInvoiceKind,
  id: number,
  format: EInvoiceFormat,
): Promise<EInvoiceCheck> {
  return (await apiPost<EInvoiceCheck>(`${kind}/einvoice_check`, bodyOf(kind, id, format))).response;
}

export function useDocumentEInvoiceCheck(kind: EInvoiceKind, id: number, format: EInvoiceFormat) {
  return useQuery({
    queryKey: [KIND_KEYS[kind], 'einvoice-check', id, format],
    queryFn: () => checkDocumentEInvoice(kind, id, format),
    staleTime: 0,
  });
}

export function downloadDocumentEInvoice(
  kind: EInvoiceKind,
  id: number,
  format: EInvoiceFormat,
  number: string,
): Promise<void> {
  const file = { body: bodyOf(kind, id, format), filename: `${number}-${format}` };
  return downloadApiFile(`${kind}/einvoice`, file).then(() => undefined);
}
