// Asked before a recorded payment is deleted (docs/decisions/0219-recording-payments-on-the-web.md): the
// invoice's paid, due and status follow, and its history keeps a record.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useFormatMoney } from '../../lib/money/business-money';
import type { PaymentEntry } from '../../lib/payments/payment-entries';

export interface DeletePaymentModalProps {
  /** The payment to delete, or null when closed. */
  payment: PaymentEntry | null;
  currencySymbol: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (paymentId: number) => void;
}

export function DeletePaymentModal({
  payment,
  currencySymbol,
  deleting,
  onCancel,
  onConfirm,
}: DeletePaymentModalProps) {
  const formatMoney = useFormatMoney();
  return (
    <Modal opened={payment !== null} onClose={onCancel} title="Delete payment">
      <Text mb="lg">
        {payment &&
          `Delete the payment of ${formatMoney(payment.amountMinor, currencySymbol)}? The invoice's paid, due and status follow, and its history keeps a record.`}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          color="red"
          loading={deleting}
          onClick={() => {
            if (payment?.paymentId !== undefined) onConfirm(payment.paymentId);
          }}
        >
          Delete payment
        </Button>
      </Group>
    </Modal>
  );
}
