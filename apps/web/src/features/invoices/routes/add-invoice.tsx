// /add-invoice (docs/reference/invoices.md 'Screens'): the number and defaults from get_invoice_number,
// today's date, the terms from the invoice_days setting (28 until set), the tax lines from the Tax settings
// and the items ticked on the item list; the actions Add Item, Payment, Discount, Attachment and Note; items
// 4 a page; the totals with Paid and Due. Next checks the spec's 'Invoice save' messages, saves
// (create_invoice with the first payment entered, further payments through invoice/add_payment, then the
// images) and opens the PDF preview. Creating needs a complete business profile.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { creditMinor } from '@tradebook/domain/documents/totals';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import type { Invoice, InvoiceNumberResponse } from '@tradebook/domain/invoices/invoice.schemas';
import { DEFAULT_TERMS_DAYS } from '@tradebook/domain/settings/terms.schemas';
import { DocumentEditor } from '../../../components/document-editor/document-editor';
import { ScreenLoader } from '../../../components/screen-loader';
import { paths } from '../../../config/paths';
import { useNewDocumentSetup } from '../../../hooks/use-new-document-setup';
import { errorMessage } from '../../../lib/api-client';
import { draftLineFromItemLine, NO_DISCOUNT } from '../../../lib/documents/document-draft';
import type { PendingImage } from '../../../lib/documents/document-images';
import { taxesFromSettings } from '../../../lib/documents/tax-defaults';
import {
  useCreateDocument,
  useUploadDocumentAttachments,
} from '../../../lib/api/documents/document-mutations';
import { useDocumentNumber } from '../../../lib/api/documents/document-queries';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { readPicks, writePicks } from '../../../lib/items/item-picks';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { addPayment } from '../../../lib/api/payments/add-payment';
import { PaymentAction } from '../../../components/document-payments/payment-action';
import { PaymentDialog } from '../../../components/document-payments/payment-dialog';
import { usePendingPayments } from '../../../components/document-payments/use-pending-payments';
import { INVOICE_FIELD_LABELS, INVOICE_LINES_PER_PAGE } from '../invoice-labels';
import { invoiceSavePreparer, type InvoiceRequest } from '../invoice-request';

const prepare = invoiceSavePreparer('add', 'draft');

export default function AddInvoice() {
  usePageTitle('Add Invoice');
  const navigate = useNavigate();
  const number = useDocumentNumber<InvoiceNumberResponse>(INVOICE_KIND);
  const setup = useNewDocumentSetup(number);
  const createInvoice = useCreateDocument<Invoice, InvoiceRequest>(INVOICE_KIND);
  const upload = useUploadDocumentAttachments(INVOICE_KIND);
  const payments = usePendingPayments();
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const today = dayjs().format('YYYY-MM-DD');

  if (!setup.ready) return <ScreenLoader />;
  const { profile, terms, tax } = setup;

  const save = async (request: InvoiceRequest, images: PendingImage[]) => {
    setSaving(true);
    const [first, ...more] = payments.pending;
    try {
      const invoice = await createInvoice.mutateAsync(
        first ? { ...request, payment: first.request } : request,
      );
      writePicks('selected', []);
      try {
        for (const payment of more) {
          await addPayment({
            payment: { invoice_id: invoice.id, ...payment.request },
            idempotencyKey: payment.key,
          });
        }
        if (images.length > 0) {
          await upload.mutateAsync({ id: invoice.id, files: images.map((image) => image.blob) });
        }
      } catch (error) {
        // The invoice is saved; what failed after it can be done again on its edit screen.
        notifySuccess(INVOICE_MESSAGES.saved);
        notifyError(errorMessage(error));
        navigate(paths.editInvoice(invoice.invoice_number));
        return;
      }
      notifySuccess(INVOICE_MESSAGES.saved);
      navigate(paths.showInvoice(invoice.invoice_number));
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const defaults = number.data;
  const term = terms.data?.invoice_days ?? defaults?.validity_term ?? DEFAULT_TERMS_DAYS;
  const symbol = profile.currency;
  return (
    <DocumentEditor
      title="New Invoice"
      labels={INVOICE_FIELD_LABELS}
      initial={{
        number: defaults?.invoice_number ?? defaults?.response.response ?? '',
        date: defaults?.invoice_date ?? today,
        clientId: null,
        term: String(term),
        currencyId: profile.currency_id || defaults?.currency_id || null,
        lines: readPicks('selected').map(draftLineFromItemLine),
        discount: NO_DISCOUNT,
        taxes: taxesFromSettings(tax.data, defaults),
        notes: '',
      }}
      initialClient={null}
      currencySymbol={symbol}
      prepare={prepare}
      onCancel={() => navigate(paths.listInvoice)}
      onSubmit={save}
      submitting={saving}
      linesPerPage={INVOICE_LINES_PER_PAGE}
      paidMinor={payments.paidMinor}
      extraActionCount={1}
      extraActions={({ dueMinor }) => (
        // Open while payments wait to be saved, even when they cover the total: they can be taken out.
        <PaymentAction
          disabled={dueMinor === 0 && payments.pending.length === 0}
          onOpen={() => setPaymentOpen(true)}
        />
      )}
    >
      {({ totals, dueMinor }) => (
        <PaymentDialog
          opened={paymentOpen}
          onClose={() => setPaymentOpen(false)}
          screen="add"
          today={today}
          currencySymbol={symbol}
          entries={payments.entries}
          paidMinor={payments.paidMinor}
          dueMinor={dueMinor ?? 0}
          creditMinor={creditMinor(totals.grandTotalMinor, payments.paidMinor, 0, 0)}
          onRemove={payments.remove}
          onSubmit={async (request, key, amountMinor) => {
            payments.add({ key, request, amountMinor });
            return true;
          }}
        />
      )}
    </DocumentEditor>
  );
}
