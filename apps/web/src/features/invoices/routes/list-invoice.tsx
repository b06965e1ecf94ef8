// /list-invoice (docs/reference/invoices.md 'Screens', 'Statuses', 'Rules' and 'Limits'): the shared document
// list (components/document-screens) with the invoice statuses, the list/grid toggle, and cards with the
// status, total, paid and due and the menu Edit, Record payment, Correct this invoice, Void and (where
// allowed) Delete; a preview dialog and the Payment dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceListRow } from '@tradebook/domain/invoices/invoice.schemas';
import { DocumentFormPreview } from '../../../components/document-details/document-form-preview';
import { PaymentHistory } from '../../../components/document-payments/payment-history';
import { RecordPaymentDialog } from '../../../components/document-payments/record-payment-dialog';
import {
  DeleteOrVoidModal,
  type DeleteOrVoid,
} from '../../../components/document-screens/document-confirm-modal';
import { DocumentListScreen } from '../../../components/document-screens/document-list-screen';
import { paths } from '../../../config/paths';
import { INVOICE_FORM } from '../../../lib/documents/kinds/invoice-form';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { invoiceMoney, paymentEntries } from '../../../lib/payments/payment-entries';
import { InvoiceCard } from '../components/invoice-card';

export default function ListInvoice() {
  const [previewOf, setPreviewOf] = useState<string | null>(null);
  const [payingFor, setPayingFor] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<DeleteOrVoid<InvoiceListRow>>(null);
  const { t } = useTranslation('kinds');
  return (
    <DocumentListScreen
      kind={INVOICE_KIND}
      pageTitle={t('invoices.list_title')}
      wording={{ purpose: t('invoices.purpose'), addLink: t('invoices.new') }}
      addPath={paths.addInvoice}
      addLabel={t('invoices.add')}
      layoutToggle
      cols={{ base: 1, md: 2, xl: 3 }}
      renderCard={(invoice) => (
        <InvoiceCard
          key={invoice.id}
          invoice={invoice}
          onPreview={() => setPreviewOf(invoice.invoice_number)}
          onVoid={() => setConfirm({ action: 'void', document: invoice })}
          onDelete={() => setConfirm({ action: 'delete', document: invoice })}
          onRecordPayment={() => setPayingFor(invoice.invoice_number)}
        />
      )}
    >
      <DocumentFormPreview
        kind={INVOICE_KIND}
        form={INVOICE_FORM}
        number={previewOf}
        onClose={() => setPreviewOf(null)}
      >
        {(invoice) => (
          <PaymentHistory
            entries={paymentEntries(invoice)}
            {...invoiceMoney(invoice)}
            currencySymbol={invoice.currency.symbol}
          />
        )}
      </DocumentFormPreview>
      <DeleteOrVoidModal kind={INVOICE_KIND} confirm={confirm} onClose={() => setConfirm(null)} />
      <RecordPaymentDialog invoiceNumber={payingFor} onClose={() => setPayingFor(null)} />
    </DocumentListScreen>
  );
}
