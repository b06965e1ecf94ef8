// Asked before a recorded payment is deleted (docs/decisions/0219-recording-payments-on-the-web.md): the
// invoice's paid, due and status follow, and its history keeps a record.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  return (
    <Modal
      opened={payment !== null}
      onClose={onCancel}
      title={t('delete.title')}
      closeButtonProps={{ 'aria-label': t('dialog.close_dialog') }}
    >
      <Text mb="lg">
        {payment && t('delete.question', { amount: formatMoney(payment.amountMinor, currencySymbol) })}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('delete.cancel')}
        </Button>
        <Button
          color="red"
          loading={deleting}
          onClick={() => {
            if (payment?.paymentId !== undefined) onConfirm(payment.paymentId);
          }}
        >
          {t('delete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
