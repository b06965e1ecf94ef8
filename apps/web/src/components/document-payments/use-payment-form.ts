// The Payment form's state (docs/decisions/0219-recording-payments-on-the-web.md): its values and
// messages, the saved payment being corrected, the question asked before an overpayment is kept as the
// client's credit, and the submission's Idempotency-Key, made once and kept until it is recorded or its
// values change, so a double click or a retry records it once. The amount is read with the owner's decimal
// mark ('30,50' in German; lib/money/typed-decimal.ts).
import { useRef, useState } from 'react';
import { minorToText } from '@tradebook/domain/money/money';
import {
  checkPayment,
  emptyPayment,
  type PaymentErrors,
  type PaymentFormValues,
} from '../../lib/payments/payment-form';
import type { PaymentRequest } from '@tradebook/domain/invoices/payment.schemas';
import type { PaymentEntry } from '../../lib/payments/payment-entries';
import { useReadTypedDecimal } from '../../lib/money/typed-decimal';
import { randomId } from '../../lib/random-id';

export interface PaymentFormOptions {
  dueMinor: number;
  /** Today, 'YYYY-MM-DD': the payment date the form starts with. */
  today: string;
  disabled: boolean;
  /** The saved payment being corrected, if any. */
  editing: PaymentEntry | null;
  onEditDone: () => void;
  /** Records or keeps the payment; answers true once it is, and the form starts again. */
  onSubmit: (payment: PaymentRequest, idempotencyKey: string, amountMinor: number) => Promise<boolean>;
  /** Corrects a saved payment (the invoice's screens); answers true once it is. */
  onUpdate?: (paymentId: number, payment: PaymentRequest) => Promise<boolean>;
}

/** The form's values for a saved payment being corrected. */
const valuesOf = (entry: PaymentEntry): PaymentFormValues => ({
  amount: minorToText(entry.amountMinor),
  date: entry.date,
  method: entry.method,
  note: entry.note,
  fullyPaid: false,
});

export function usePaymentForm({
  dueMinor,
  today,
  disabled,
  editing,
  onEditDone,
  onSubmit,
  onUpdate,
}: PaymentFormOptions) {
  const [values, setValues] = useState<PaymentFormValues>(() =>
    editing ? valuesOf(editing) : emptyPayment(today),
  );
  const [errors, setErrors] = useState<PaymentErrors>({});
  const typedDecimal = useReadTypedDecimal();
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

  const change = (patch: Partial<PaymentFormValues>) => {
    key.current = null;
    setOverMinor(null);
    setValues((old) => ({ ...old, ...patch }));
    setErrors((old) => {
      const next = { ...old };
      for (const field of ['amount', 'date', 'method', 'note'] as const) {
        if (field in patch) delete next[field];
      }
      return next;
    });
  };

  const submit = async (keepAsCredit = false) => {
    if (sendingRef.current || disabled) return;
    const checked = checkPayment({ ...values, amount: typedDecimal(values.amount) });
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

  return {
    values,
    errors,
    sending,
    overMinor,
    limitMinor,
    change,
    submit,
    askAgain: () => setOverMinor(null),
  };
}
