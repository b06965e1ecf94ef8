// The details modal of the quotation list (docs/reference/quotations.md 'Screens'): the shared document
// details with the quotation's status badge, its invoice link and 'Valid until'.
import { DocumentDetails } from '../../../components/document-details/document-details';
import { DocumentPreviewModal } from '../../../components/document-details/document-preview-modal';
import { paths } from '../../../config/paths';
import { QUOTATION_KIND } from '../../../lib/documents/kinds/quotation-kind';
import { InvoiceLink } from './invoice-link';
import { QuotationStatusBadge } from './quotation-status-badge';

export function QuotationDetailsModal(props: { quotationNumber: string | null; onClose: () => void }) {
  return (
    <DocumentPreviewModal kind={QUOTATION_KIND} number={props.quotationNumber} onClose={props.onClose}>
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
    </DocumentPreviewModal>
  );
}
