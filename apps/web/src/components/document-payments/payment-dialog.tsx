// The Payment dialog of the invoice's screens (docs/reference/invoices.md 'Screens' and 'Statuses';
// docs/decisions/0219-recording-payments-on-the-web.md): the form on the left, the payments and the total
// paid on the right. After a payment the form starts again and the due follows; a saved payment (not one
// taken by card) can be chosen for correction or deleted.
import { useState } from 'react';
import { Alert, Button, Grid, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { PaymentEntry } from '../../lib/payments/payment-entries';
import type { PaymentRequest } from '@tradebook/domain/invoices/payment.schemas';
import { PaymentForm } from './payment-form';
import { PaymentHistory } from './payment-history';

export interface PaymentDialogProps {
  opened: boolean;
  onClose: () => void;
  currencySymbol: string;
  entries: readonly PaymentEntry[];
  paidMinor: number;
  dueMinor: number;
  creditMinor: number;
  /** The edit screen offers 'Mark as Fully Paid'. */
  screen: 'add' | 'edit';
  /** Today, 'YYYY-MM-DD': the payment date the form starts with. */
  today: string;
  /** Why no payment can be taken now, if so (the form is then disabled). */
  blockedReason?: string;
  /** Records or keeps the payment; answers true once it is, and the form starts again. */
  onSubmit: (payment: PaymentRequest, idempotencyKey: string, amountMinor: number) => Promise<boolean>;
  onRemove?: (key: string) => void;
  /** Corrects a saved payment (the invoice's screens); answers true once it is. */
  onUpdate?: (paymentId: number, payment: PaymentRequest) => Promise<boolean>;
  /** Deletes a saved payment after asking. */
  onDelete?: (entry: PaymentEntry) => void;
}

export function PaymentDialog({
  opened,
  onClose,
  entries,
  paidMinor,
  dueMinor,
  creditMinor,
  currencySymbol,
  blockedReason,
  onRemove,
  onDelete,
  ...form
}: PaymentDialogProps) {
  const { t } = useTranslation('payments');
  const narrow = useMediaQuery('(max-width: 30em)');
  const [editing, setEditing] = useState<PaymentEntry | null>(null);
  const nothingDue = dueMinor === 0 && editing === null;
  const reason = blockedReason ?? (nothingDue ? t('dialog.nothing_due') : undefined);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dialog.title')}
      closeButtonProps={{ 'aria-label': t('dialog.close_dialog') }}
      size="xl"
      fullScreen={narrow}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="sm">
            {reason && <Alert color="gray">{reason}</Alert>}
            <PaymentForm
              {...form}
              currencySymbol={currencySymbol}
              dueMinor={dueMinor}
              disabled={reason !== undefined}
              editing={editing}
              onEditDone={() => setEditing(null)}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <PaymentHistory
            entries={entries}
            paidMinor={paidMinor}
            dueMinor={dueMinor}
            creditMinor={creditMinor}
            currencySymbol={currencySymbol}
            onRemove={onRemove}
            onEdit={form.onUpdate && !blockedReason ? setEditing : undefined}
            onDelete={onDelete && !blockedReason ? onDelete : undefined}
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('dialog.close')}
        </Button>
      </Group>
    </Modal>
  );
}
