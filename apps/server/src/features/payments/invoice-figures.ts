// An invoice's money as the domain's invoice rules read it, from its stored row: here, below the invoice
// kind, because recording a payment reads it too (docs/decisions/0340-floors-of-the-server.md).
import type { InvoiceFigures } from '@tradebook/domain/invoices/invoice-status';
import type { DocumentRow } from '../documents/document-rows';

/** The stored row's money as the domain's invoice rules read it: its status and due follow from these. */
export function invoiceFigures(
  row: Pick<
    DocumentRow,
    'total_minor' | 'paid_minor' | 'credited_minor' | 'refunded_minor' | 'kept_credit_minor'
  >,
): InvoiceFigures {
  return {
    totalMinor: row.total_minor,
    paidMinor: row.paid_minor,
    creditedMinor: row.credited_minor,
    returnedMinor: row.refunded_minor + row.kept_credit_minor,
  };
}
