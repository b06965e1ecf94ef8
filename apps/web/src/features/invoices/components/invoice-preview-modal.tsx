// The preview dialog of the invoice list (docs/reference/invoices.md 'Screens': the file/note badge opens it,
// with an edit link): the shared document details with the invoice's badges, 'Due date' and its payments. A
// list row carries none of these, so the dialog reads the whole invoice (invoice/ListByInvoiceNumber) when it
// opens.
import { DocumentDetails } from '../../../components/document-details/document-details';
import {
  DocumentDetailsModal,
  LoadedDocument,
} from '../../../components/document-details/document-details-modal';
import { paths } from '../../../config/paths';
import { useDocument } from '../../../lib/api/documents/document-queries';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { invoiceMoney, paymentEntries } from '../../../lib/payments/payment-entries';
import { InvoiceBadges } from './invoice-badges';
import { PaymentHistory } from '../../../components/document-payments/payment-history';

function LoadedInvoice({ invoiceNumber }: { invoiceNumber: string }) {
  return (
    <LoadedDocument query={useDocument(INVOICE_KIND, invoiceNumber)} loadingLabel="Loading invoice">
      {(invoice) => (
        <DocumentDetails
          document={invoice}
          number={invoice.invoice_number}
          date={invoice.invoice_date}
          expiryLabel="Due date"
          status={<InvoiceBadges invoice={invoice} />}
          lines={invoice.invoice_items}
          attachments={invoice.invoice_attachments}
          pdfPath={paths.showInvoice(invoice.invoice_number)}
          editPath={paths.editInvoice(invoice.invoice_number)}
        >
          <PaymentHistory
            entries={paymentEntries(invoice)}
            {...invoiceMoney(invoice)}
            currencySymbol={invoice.currency.symbol}
          />
        </DocumentDetails>
      )}
    </LoadedDocument>
  );
}

export function InvoicePreviewModal({
  invoiceNumber,
  onClose,
}: {
  /** The invoice to show, or null when closed. */
  invoiceNumber: string | null;
  onClose: () => void;
}) {
  return (
    <DocumentDetailsModal number={invoiceNumber} onClose={onClose} kindTitle="Invoice">
      {(number) => <LoadedInvoice invoiceNumber={number} />}
    </DocumentDetailsModal>
  );
}
