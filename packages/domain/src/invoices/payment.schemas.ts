// A payment on an invoice (docs/reference/invoices.md 'Fields', 'Rules', 'Statuses' and 'Calls'):
// invoice/add_payment, and the `payment` object create_invoice / update_invoice may carry.
import { z } from 'zod';
import { flag, optionalText, requiredText } from '../api/fields';
import { recordId } from '../api/ids';
import { calendarDateField, MAX_DOCUMENT_TOTAL_MINOR } from '../documents/document.schemas';
import { parseScaled } from '../money/money';
import { INVOICE_MESSAGES } from './invoice-messages';
import { PAYMENT_MESSAGES } from './payment-messages';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The amount paid now, in cents: more than 0, 2 decimals. */
const amountField = z
  .union([z.string(), z.number(), z.null()], { error: INVOICE_MESSAGES.paymentAmountFormat })
  .optional()
  .transform((value, ctx) => {
    if (isBlank(value)) {
      ctx.issues.push({ code: 'custom', message: INVOICE_MESSAGES.paymentAmountRequired, input: value });
      return z.NEVER;
    }
    const minor = parseScaled(value as string | number, 2);
    const message =
      minor === undefined
        ? INVOICE_MESSAGES.paymentAmountFormat
        : minor <= 0
          ? INVOICE_MESSAGES.paymentAmountPositive
          : minor > MAX_DOCUMENT_TOTAL_MINOR
            ? INVOICE_MESSAGES.paymentAmountTooLarge
            : undefined;
    if (message || minor === undefined) {
      ctx.issues.push({
        code: 'custom',
        message: message ?? INVOICE_MESSAGES.paymentAmountFormat,
        input: value,
      });
      return z.NEVER;
    }
    return minor;
  })
  .meta({ type: 'number', description: 'The amount paid now, more than 0 (2 decimals).' });

/** In the spec's order of the payment checks (date, method), then the amount and the note. */
const paymentFields = {
  submission_date: calendarDateField(
    INVOICE_MESSAGES.paymentDateRequired,
    INVOICE_MESSAGES.paymentDateInvalid,
  ),
  method: requiredText(INVOICE_MESSAGES.paymentMethodRequired, 50).meta({
    description: 'Cash, Bank transfer, Card, ...',
  }),
  submitted_amount: amountField,
  description: optionalText(255, 'Payment note').meta({ description: 'A note, up to 255 characters.' }),
  keep_as_credit: flag(PAYMENT_MESSAGES.keepAsCreditInvalid)
    .optional()
    .meta({
      type: 'boolean',
      description:
        'Sent: an amount above what is due is refused (422, saying how much is over) unless this is true, ' +
        "when the excess is kept as the client's credit. Left out: the spec's behaviour, the excess is kept.",
    }),
};

export interface PaymentInput {
  amountMinor: number;
  date: string;
  method: string;
  description: string;
  /** Left out: the spec's behaviour (an excess is kept); false: an excess is refused; true: kept as credit. */
  keepAsCredit?: boolean;
}

type ParsedPayment = z.output<z.ZodObject<typeof paymentFields>>;

/** The fields a payment is made of, for the calls that change one (payment-changes.schemas.ts). */
export const PAYMENT_FIELDS = paymentFields;

export function toPaymentInput(body: ParsedPayment): PaymentInput {
  return {
    amountMinor: body.submitted_amount,
    date: body.submission_date,
    method: body.method,
    description: body.description,
    ...(body.keep_as_credit === undefined ? {} : { keepAsCredit: body.keep_as_credit === 1 }),
  };
}

/** The `payment` object of create_invoice / update_invoice (or the same as JSON text in a form). */
export const PaymentObjectSchema = z
  // Anything but an object (a list, a number) is answered like payment text that is not JSON.
  .object(paymentFields, { error: INVOICE_MESSAGES.paymentAmountRequired })
  .transform((body) => toPaymentInput(body));
/** A payment as the web sends it in create_invoice's `payment` and add_payment. */
export type PaymentRequest = z.input<typeof PaymentObjectSchema>;

/** An object without a single field: the Payment dialog left untouched, no payment. */
const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/** The `payment` field: missing, null or {} (also as the JSON text '{}') means none. */
export const paymentField = z
  .preprocess((value, ctx) => {
    if (isBlank(value) || isEmptyObject(value)) return undefined;
    if (typeof value !== 'string') return value;
    try {
      const parsed = JSON.parse(value) as unknown;
      return isEmptyObject(parsed) ? undefined : parsed;
    } catch {
      ctx.issues.push({ code: 'custom', message: INVOICE_MESSAGES.paymentAmountRequired, input: value });
      return z.NEVER;
    }
  }, PaymentObjectSchema.optional())
  .meta({ description: 'A payment recorded with the save, as invoice/add_payment records it.' });

/** POST invoice/add_payment. The Idempotency-Key header makes a repeated request record it once. */
export const AddPaymentSchema = z
  .object({ invoice_id: recordId(INVOICE_MESSAGES.invoiceIdRequired), ...paymentFields })
  .transform((body) => ({ invoiceId: body.invoice_id, ...toPaymentInput(body) }));
export type AddPaymentRequest = z.input<typeof AddPaymentSchema>;
export type AddPaymentInput = z.output<typeof AddPaymentSchema>;

/** An Idempotency-Key header: 1 to 100 letters, digits, dashes or underscores (a UUID fits). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,100}$/;

/** The key of a payment taken by card through the client's link, never edited or deleted (docs/decisions/0348). */
export const CARD_PAYMENT_KEY_PREFIX = 'card-checkout-';

/** A key a request may carry: the form above, and never one that names a card payment. */
export function isRequestIdempotencyKey(key: string): boolean {
  return IDEMPOTENCY_KEY.test(key) && !key.toLowerCase().startsWith(CARD_PAYMENT_KEY_PREFIX);
}
