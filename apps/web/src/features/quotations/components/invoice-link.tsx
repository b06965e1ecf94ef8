// Where a quotation was converted (quotation/convert_to_invoice), a link to its invoice.
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { RelatedDocumentLink } from '../../../components/related-document-link';
import { paths } from '../../../config/paths';

export function InvoiceLink({ invoice }: { invoice: Quotation['invoice'] }) {
  if (!invoice) return null;
  const number = invoice.invoice_number;
  return <RelatedDocumentLink lead="Invoiced as" number={number} to={paths.editInvoice(number)} />;
}
