// /add-invoice (docs/reference/invoices.md 'Screens'): the one add screen of documents
// (components/document-screens) with the invoice's number and defaults (get_invoice_number), its terms (the
// invoice_days setting), its items 4 a page and its own Payment action: the totals show Paid and Due, the
// first payment entered goes with create_invoice and further ones through invoice/add_payment right after.
import { useState } from 'react';
import dayjs from 'dayjs';
import { creditMinor } from '@tradebook/domain/documents/totals';
import type { Invoice, InvoiceNumberResponse } from '@tradebook/domain/invoices/invoice.schemas';
import { PaymentAction } from '../../../components/document-payments/payment-action';
import { PaymentDialog } from '../../../components/document-payments/payment-dialog';
import { usePendingPayments } from '../../../components/document-payments/use-pending-payments';
import { AddDocumentScreen } from '../../../components/document-screens/add-document-screen';
import { addPayment } from '../../../lib/api/payments/add-payment';
import { INVOICE_FORM } from '../../../lib/documents/kinds/invoice-form';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { INVOICE_CREATE } from '../../../lib/documents/kinds/invoice-save';

export default function AddInvoice() {
  const payments = usePendingPayments();
  const [paymentOpen, setPaymentOpen] = useState(false);
  const today = dayjs().format('YYYY-MM-DD');
  const [first, ...more] = payments.pending;

  const recordMore = async (invoice: Invoice) => {
    for (const payment of more) {
      await addPayment({
        payment: { invoice_id: invoice.id, ...payment.request },
        idempotencyKey: payment.key,
      });
    }
  };

  return (
    <AddDocumentScreen
      kind={INVOICE_KIND}
      form={INVOICE_FORM}
      save={INVOICE_CREATE}
      termsField="invoice_days"
      defaultsOf={(answer: InvoiceNumberResponse | undefined) => ({
        number: answer?.invoice_number ?? answer?.response.response ?? '',
        date: answer?.invoice_date,
        currencyId: answer?.currency_id,
      })}
      toCreate={(request) => (first ? { ...request, payment: first.request } : request)}
      afterCreate={recordMore}
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
      {({ totals, dueMinor, currencySymbol }) => (
        <PaymentDialog
          opened={paymentOpen}
          onClose={() => setPaymentOpen(false)}
          screen="add"
          today={today}
          currencySymbol={currencySymbol}
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
    </AddDocumentScreen>
  );
}
