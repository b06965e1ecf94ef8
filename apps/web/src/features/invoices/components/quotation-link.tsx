// Where an invoice was made from a quotation (quotation/convert_to_invoice), a link back to it.
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { RelatedDocumentLink } from '../../../components/related-document-link';
import { paths } from '../../../config/paths';

export function QuotationLink({ quotation }: { quotation: Invoice['quotation'] }) {
  if (!quotation) return null;
  const number = quotation.quotation_number;
  return <RelatedDocumentLink lead="From quotation" number={number} to={paths.editQuotation(number)} />;
}
