// The details modal of the quotation list (docs/reference/quotations.md 'Screens'): the shared document
// details with the quotation's status badge, its invoice link and 'Valid until'. A list row carries no lines
// or images, so the modal reads the whole quotation (quotation/ListByquotationNumber) when it opens.
import { DocumentDetails } from '../../../components/document-details/document-details';
import {
  DocumentDetailsModal,
  LoadedDocument,
} from '../../../components/document-details/document-details-modal';
import { paths } from '../../../config/paths';
import { useDocument } from '../../../lib/api/documents/document-queries';
import { QUOTATION_KIND } from '../../../lib/documents/kinds/quotation-kind';
import { InvoiceLink } from './invoice-link';
import { QuotationStatusBadge } from './quotation-status-badge';

function LoadedQuotation({ quotationNumber }: { quotationNumber: string }) {
  return (
    <LoadedDocument query={useDocument(QUOTATION_KIND, quotationNumber)} loadingLabel="Loading quotation">
      {(quotation) => (
        <DocumentDetails
          document={quotation}
          number={quotation.quotation_number}
          date={quotation.quotation_date}
          expiryLabel="Valid until"
          status={
            <>
              <QuotationStatusBadge quotation={quotation} />
              <InvoiceLink invoice={quotation.invoice} />
            </>
          }
          lines={quotation.quotation_items}
          attachments={quotation.quotation_attachments}
          pdfPath={paths.showQuotation(quotation.quotation_number)}
          editPath={paths.editQuotation(quotation.quotation_number)}
        />
      )}
    </LoadedDocument>
  );
}

export function QuotationDetailsModal({
  quotationNumber,
  onClose,
}: {
  /** The quotation to show, or null when closed. */
  quotationNumber: string | null;
  onClose: () => void;
}) {
  return (
    <DocumentDetailsModal number={quotationNumber} onClose={onClose} kindTitle="Quotation">
      {(number) => <LoadedQuotation quotationNumber={number} />}
    </DocumentDetailsModal>
  );
}
