// The Payment dialog of the add and edit invoice screens (docs/reference/invoices.md 'Screens' and
// 'Statuses'): the form on the left (pay-now amount, date, method from get_payment_options, a note with the
// 'Up to 255 characters.' hint and, on edit, 'Mark as Fully Paid', which fills in the outstanding due and clears
// again when unticked), the payments and the total paid on the right. After a payment the form starts again
// (date today on add, empty on edit) and the due follows. A submission carries an Idempotency-Key made once
// for it and kept until it is recorded or its values change, so a double click or a retry records it once.
import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Modal,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { minorToText } from '@tradebook/domain/money/money';
import { usePaymentOptions } from '../../../lib/api/lookups/get-payment-options';
import { randomId } from '../../../lib/random-id';
import {
  checkPayment,
  emptyPayment,
  PAYMENT_NOTE_MAX,
  type PaymentErrors,
  type PaymentFormValues,
  type PaymentRequest,
} from '../payment-form';
import { PaymentHistory, type PaymentEntry } from './payment-history';

export interface PaymentDialogProps {
  opened: boolean;
  onClose: () => void;
  currencySymbol: string;
  entries: readonly PaymentEntry[];
  paidMinor: number;
  dueMinor: number;
  creditMinor: number;
  /** The edit screen offers 'Mark as Fully Paid'; its form then starts with an empty date. */
  screen: 'add' | 'edit';
  /** Today, 'YYYY-MM-DD': the add screen's payment date. */
  today: string;
  /** Why no payment can be taken now, if so (the form is then disabled). */
  blockedReason?: string;
  /** Records or keeps the payment; answers true once it is, and the form starts again. */
  onSubmit: (payment: PaymentRequest, idempotencyKey: string, amountMinor: number) => Promise<boolean>;
  onRemove?: (key: string) => void;
}

function PaymentForm({
  currencySymbol,
  dueMinor,
  screen,
  today,
  disabled,
  onSubmit,
}: Pick<PaymentDialogProps, 'currencySymbol' | 'dueMinor' | 'screen' | 'today' | 'onSubmit'> & {
  disabled: boolean;
}) {
  const fresh = () => emptyPayment(screen === 'add' ? today : '');
  const [values, setValues] = useState<PaymentFormValues>(fresh);
  const [errors, setErrors] = useState<PaymentErrors>({});
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  // The submission's key: made at its first send, kept for a retry of the same values.
  const key = useRef<string | null>(null);
  const methods = usePaymentOptions();

  const change = (patch: Partial<PaymentFormValues>) => {
    key.current = null;
    setValues((old) => ({ ...old, ...patch }));
    setErrors((old) => {
      const next = { ...old };
      if ('amount' in patch) delete next.amount;
      if ('date' in patch) delete next.date;
      if ('method' in patch) delete next.method;
      if ('note' in patch) delete next.note;
      return next;
    });
  };

  const submit = async () => {
    if (sendingRef.current || disabled) return;
    const checked = checkPayment(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    key.current ??= randomId();
    sendingRef.current = true;
    setSending(true);
    try {
      if (await onSubmit(checked.request, key.current, checked.amountMinor)) {
        key.current = null;
        setValues(fresh());
        setErrors({});
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return (
    <form
      aria-label="Payment"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Pay Now"
          inputMode="decimal"
          leftSection={currencySymbol}
          value={values.amount}
          onChange={(event) => change({ amount: event.currentTarget.value, fullyPaid: false })}
          error={errors.amount}
          disabled={disabled}
          data-autofocus
        />
        {screen === 'edit' && (
          <Checkbox
            label="Mark as Fully Paid"
            checked={values.fullyPaid}
            disabled={disabled}
            onChange={(event) => {
              const ticked = event.currentTarget.checked;
              change({ fullyPaid: ticked, amount: ticked ? minorToText(dueMinor) : '' });
            }}
          />
        )}
        <TextInput
          label="Payment Date"
          type="date"
          value={values.date}
          onChange={(event) => change({ date: event.currentTarget.value })}
          error={errors.date}
          disabled={disabled}
        />
        <Select
          label="Payment Method"
          placeholder="Choose a method"
          data={methods.data ?? []}
          value={values.method}
          onChange={(method) => change({ method })}
          error={errors.method}
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Note"
          description={`Up to ${PAYMENT_NOTE_MAX} characters.`}
          value={values.note}
          onChange={(event) => change({ note: event.currentTarget.value })}
          maxLength={PAYMENT_NOTE_MAX}
          error={errors.note}
          rows={3}
          disabled={disabled}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={sending} disabled={disabled}>
            Add Payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
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
  ...form
}: PaymentDialogProps) {
  const narrow = useMediaQuery('(max-width: 30em)');
  const nothingDue = dueMinor === 0;
  const reason = blockedReason ?? (nothingDue ? 'Nothing is due on this invoice.' : undefined);
  return (
    <Modal opened={opened} onClose={onClose} title="Payment" size="xl" fullScreen={narrow}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="sm">
            {reason && <Alert color="gray">{reason}</Alert>}
            <PaymentForm
              {...form}
              currencySymbol={currencySymbol}
              dueMinor={dueMinor}
              disabled={reason !== undefined}
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
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
