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
import { PAYMENT_MESSAGES } from '@tradebook/domain/invoices/payment-messages';
import { formatMoney, minorToText } from '@tradebook/domain/money/money';
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

/** The form's values for a saved payment being corrected. */
const valuesOf = (entry: PaymentEntry): PaymentFormValues => ({
  amount: minorToText(entry.amountMinor),
  date: entry.date,
  method: entry.method,
  note: entry.note,
  fullyPaid: false,
});

function PaymentForm({
  currencySymbol,
  dueMinor,
  screen,
  today,
  disabled,
  onSubmit,
  onUpdate,
  editing,
  onEditDone,
}: Pick<PaymentDialogProps, 'currencySymbol' | 'dueMinor' | 'screen' | 'today' | 'onSubmit' | 'onUpdate'> & {
  disabled: boolean;
  /** The saved payment being corrected, if any. */
  editing: PaymentEntry | null;
  onEditDone: () => void;
}) {
  const fresh = () => (editing ? valuesOf(editing) : emptyPayment(today));
  const [values, setValues] = useState<PaymentFormValues>(fresh);
  const [errors, setErrors] = useState<PaymentErrors>({});
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  // How much a payment is over what is due, while the form asks whether to keep it as credit.
  const [overMinor, setOverMinor] = useState<number | null>(null);
  const [editedKey, setEditedKey] = useState<string | null>(editing?.key ?? null);
  if ((editing?.key ?? null) !== editedKey) {
    // Another payment chosen for correction (or the correction ended): the form starts from it.
    setEditedKey(editing?.key ?? null);
    setValues(editing ? valuesOf(editing) : emptyPayment(today));
    setErrors({});
    setOverMinor(null);
  }
  // What a payment may come to before it is an overpayment: the due, plus the corrected payment's own.
  const limitMinor = dueMinor + (editing?.amountMinor ?? 0);
  // The submission's key: made at its first send, kept for a retry of the same values.
  const key = useRef<string | null>(null);
  const methods = usePaymentOptions();

  const change = (patch: Partial<PaymentFormValues>) => {
    key.current = null;
    setOverMinor(null);
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

  const submit = async (keepAsCredit = false) => {
    if (sendingRef.current || disabled) return;
    const checked = checkPayment(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    // Before a payment larger than what is due is saved, the form says how much is over and asks.
    const over = checked.amountMinor - limitMinor;
    if (over > 0 && !keepAsCredit) {
      setOverMinor(over);
      return;
    }
    const request = over > 0 ? { ...checked.request, keep_as_credit: true } : checked.request;
    key.current ??= randomId();
    sendingRef.current = true;
    setSending(true);
    try {
      const done =
        editing?.paymentId !== undefined && onUpdate
          ? await onUpdate(editing.paymentId, request)
          : await onSubmit(request, key.current, checked.amountMinor);
      if (done) {
        key.current = null;
        setOverMinor(null);
        setValues(emptyPayment(today));
        setErrors({});
        if (editing) onEditDone();
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
        {overMinor !== null && (
          <Alert color="yellow" title="More than is due" role="alert">
            <Stack gap="xs" align="flex-start">
              <span>
                {PAYMENT_MESSAGES.overpaid(
                  formatMoney(overMinor, currencySymbol),
                  formatMoney(limitMinor, currencySymbol),
                )}
              </span>
              <Group gap="xs">
                <Button size="xs" onClick={() => void submit(true)} loading={sending}>
                  {`Keep ${formatMoney(overMinor, currencySymbol)} as credit`}
                </Button>
                <Button size="xs" variant="default" onClick={() => setOverMinor(null)}>
                  Change the amount
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          {editing && (
            <Button variant="default" onClick={onEditDone}>
              Cancel correction
            </Button>
          )}
          <Button type="submit" loading={sending} disabled={disabled}>
            {editing ? 'Save payment' : 'Record payment'}
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
  onDelete,
  ...form
}: PaymentDialogProps) {
  const narrow = useMediaQuery('(max-width: 30em)');
  const [editing, setEditing] = useState<PaymentEntry | null>(null);
  const nothingDue = dueMinor === 0 && editing === null;
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
          Close
        </Button>
      </Group>
    </Modal>
  );
}
