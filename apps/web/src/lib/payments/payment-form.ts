// The Payment dialog's form (docs/reference/invoices.md): pay-now amount, date, method and note, checked
// with the domain's payment schema before anything is sent, so the messages and their order are the
// server's ('Payment date is required', 'Payment method is required', then the amount).
import { PaymentObjectSchema, type PaymentRequest } from '@tradebook/domain/invoices/payment.schemas';

export interface PaymentFormValues {
  /** As typed: '25.50'. */
  amount: string;
  /** 'YYYY-MM-DD' or ''. */
  date: string;
  method: string | null;
  note: string;
  /** 'Mark as Fully Paid' (edit screen): the amount is the outstanding due. */
  fullyPaid: boolean;
}

export type PaymentField = 'amount' | 'date' | 'method' | 'note';
export type PaymentErrors = Partial<Record<PaymentField, string>>;

export const PAYMENT_NOTE_MAX = 255;

const FIELD_OF: Record<string, PaymentField> = {
  submitted_amount: 'amount',
  submission_date: 'date',
  method: 'method',
  description: 'note',
};

export function emptyPayment(date: string): PaymentFormValues {
  return { amount: '', date, method: null, note: '', fullyPaid: false };
}

export function toPaymentRequest(values: PaymentFormValues): PaymentRequest {
  return {
    submitted_amount: values.amount.trim(),
    submission_date: values.date.trim(),
    method: values.method ?? '',
    description: values.note.trim(),
  };
}

/** The request, or what is wrong with it: one message per field, in the schema's order. */
export function checkPayment(
  values: PaymentFormValues,
): { request: PaymentRequest; amountMinor: number; errors: null } | { errors: PaymentErrors } {
  const request = toPaymentRequest(values);
  const parsed = PaymentObjectSchema.safeParse(request);
  if (parsed.success) return { request, amountMinor: parsed.data.amountMinor, errors: null };
  const errors: PaymentErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
