// The preview dialog of the invoice list (docs/reference/invoices.md 'Screens': the file/note badge opens it,
// with an edit link): the shared document details with the invoice's status, 'Due date' and its payments.
import { DocumentDetails } from '../../../components/document-details/document-details';
import { DocumentPreviewModal } from '../../../components/document-details/document-preview-modal';
import { PaymentHistory } from '../../../components/document-payments/payment-history';
import { paths } from '../../../config/paths';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { invoiceMoney, paymentEntries } from '../../../lib/payments/payment-entries';
import { InvoiceBadges } from './invoice-badges';

export function InvoicePreviewModal(props: { invoiceNumber: string | null; onClose: () => void }) {
  return (
    <DocumentPreviewModal kind={INVOICE_KIND} number={props.invoiceNumber} onClose={props.onClose}>
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
    </DocumentPreviewModal>
  );
}
