// 'Record payment' outside the editor: on the invoice's screen and from the list card's menu. It reads the
// invoice, then opens the Payment dialog with today's date, and lets each saved payment (not one taken by
// card) be corrected or deleted, after asking (docs/decisions/0219-recording-payments-on-the-web.md).
import { useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { errorMessage } from '../../lib/api-client';
import { useDocument } from '../../lib/api/documents/document-queries';
import { useAddPayment } from '../../lib/api/payments/add-payment';
import { useDeletePayment, useUpdatePayment } from '../../lib/api/payments/change-payment';
import { INVOICE_KIND } from '../../lib/documents/kinds/invoice-kind';
import { notifyError, notifySuccess } from '../../lib/notify';
import { invoiceMoney, paymentEntries, type PaymentEntry } from '../../lib/payments/payment-entries';
import { DeletePaymentModal } from './delete-payment-modal';
import { PaymentDialog } from './payment-dialog';

/** Runs a payment call: its success toast and true, or the server's message and false. */
async function attempt(call: () => Promise<unknown>, message: string): Promise<boolean> {
  try {
    await call();
    notifySuccess(message);
    return true;
  } catch (error) {
    notifyError(errorMessage(error));
    return false;
  }
}

function LoadedPaymentDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const addPayment = useAddPayment();
  const updatePayment = useUpdatePayment();
  const deletePayment = useDeletePayment();
  const [deleting, setDeleting] = useState<PaymentEntry | null>(null);
  const symbol = invoice.currency.symbol;
  return (
    <>
      <PaymentDialog
        opened={deleting === null}
        onClose={onClose}
        screen="edit"
        today={dayjs().format('YYYY-MM-DD')}
        currencySymbol={symbol}
        entries={paymentEntries(invoice)}
        {...invoiceMoney(invoice)}
        blockedReason={invoice.invoice_type === 'void' ? t('dialog.void_invoice') : undefined}
        onSubmit={(payment, idempotencyKey) =>
          attempt(
            () => addPayment.mutateAsync({ payment: { invoice_id: invoice.id, ...payment }, idempotencyKey }),
            t('toast.saved'),
          )
        }
        onUpdate={(paymentId, payment) =>
          attempt(() => updatePayment.mutateAsync({ payment_id: paymentId, ...payment }), t('toast.updated'))
        }
        onDelete={setDeleting}
      />
      <DeletePaymentModal
        payment={deleting}
        currencySymbol={symbol}
        deleting={deletePayment.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async (paymentId) => {
          const done = await attempt(
            () => deletePayment.mutateAsync({ payment_id: paymentId }),
            t('toast.deleted'),
          );
          if (done) setDeleting(null);
        }}
      />
    </>
  );
}

/** The Payment dialog of the invoice `invoiceNumber`, or nothing while it is null. */
export function RecordPaymentDialog({
  invoiceNumber,
  onClose,
}: {
  invoiceNumber: string | null;
  onClose: () => void;
}) {
  const invoice = useDocument(INVOICE_KIND, invoiceNumber);
  if (invoiceNumber === null || !invoice.data) return null;
  return <LoadedPaymentDialog invoice={invoice.data} onClose={onClose} />;
}
