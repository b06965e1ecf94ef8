// 'Record payment' outside the editor: on the invoice's screen and from the list card's menu. It reads the
// invoice, then opens the Payment dialog with today's date, and lets each saved payment (not one taken by
// card) be corrected or deleted, after asking (docs/decisions/0219-recording-payments-on-the-web.md).
import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, Group, Modal, Text } from '@mantine/core';
import { formatMoney } from '@tradebook/domain/money/money';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { PAYMENT_MESSAGES } from '@tradebook/domain/invoices/payment-messages';
import { errorMessage } from '../../../lib/api-client';
import { useDocument } from '../../../lib/api/documents/document-queries';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAddPayment } from '../api/add-payment';
import { useDeletePayment, useUpdatePayment } from '../api/change-payment';
import { invoiceMoney, isInvoiceVoid, paymentEntries } from '../invoice-draft';
import { PaymentDialog } from './payment-dialog';
import type { PaymentEntry } from './payment-history';

function LoadedPaymentDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const addPayment = useAddPayment();
  const updatePayment = useUpdatePayment();
  const deletePayment = useDeletePayment();
  const [deleting, setDeleting] = useState<PaymentEntry | null>(null);
  const money = invoiceMoney(invoice);
  const symbol = invoice.currency.symbol;
  const attempt = async (call: () => Promise<unknown>, message: string) => {
    try {
      await call();
      notifySuccess(message);
      return true;
    } catch (error) {
      notifyError(errorMessage(error));
      return false;
    }
  };
  return (
    <>
      <PaymentDialog
        opened={deleting === null}
        onClose={onClose}
        screen="edit"
        today={dayjs().format('YYYY-MM-DD')}
        currencySymbol={symbol}
        entries={paymentEntries(invoice)}
        {...money}
        blockedReason={isInvoiceVoid(invoice) ? INVOICE_MESSAGES.voidPayment : undefined}
        onSubmit={(payment, idempotencyKey) =>
          attempt(
            () => addPayment.mutateAsync({ payment: { invoice_id: invoice.id, ...payment }, idempotencyKey }),
            INVOICE_MESSAGES.paymentSaved,
          )
        }
        onUpdate={(paymentId, payment) =>
          attempt(
            () => updatePayment.mutateAsync({ payment_id: paymentId, ...payment }),
            PAYMENT_MESSAGES.updated,
          )
        }
        onDelete={setDeleting}
      />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete payment">
        <Text mb="lg">
          {deleting &&
            `Delete the payment of ${formatMoney(deleting.amountMinor, symbol)}? The invoice's paid, due and status follow, and its history keeps a record.`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={deletePayment.isPending}
            onClick={async () => {
              const paymentId = deleting?.paymentId;
              if (paymentId === undefined) return;
              const done = await attempt(
                () => deletePayment.mutateAsync({ payment_id: paymentId }),
                PAYMENT_MESSAGES.deleted,
              );
              if (done) setDeleting(null);
            }}
          >
            Delete payment
          </Button>
        </Group>
      </Modal>
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
