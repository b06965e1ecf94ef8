// The invoice a credit note credits, linked to its screen.
import { RelatedDocumentLink } from '../../../components/related-document-link';
import { paths } from '../../../config/paths';

export function CreditedInvoiceLink({ invoiceNumber }: { invoiceNumber: string }) {
  if (!invoiceNumber) return null;
  return (
    <RelatedDocumentLink
      lead="Credits invoice"
      number={invoiceNumber}
      to={paths.showInvoice(invoiceNumber)}
    />
  );
}
