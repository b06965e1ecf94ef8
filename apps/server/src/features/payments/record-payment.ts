// Recording a payment on an invoice (docs/reference/invoices.md 'Statuses' and 'Calls'):
// in one transaction the invoice is locked, the payment is stored with what was due at that moment and its
// own status, and the invoice's paid amount and status are set from the sum of its payments. Two payments
// recorded at the same moment therefore wait for each other and both count (PostgreSQL's row lock; SQLite
// has a single writer). A request repeated with the same Idempotency-Key records nothing the second time.
import { applyPayment } from '@tradebook/domain/invoices/invoice-status';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import { isClientCreditMethod, PAYMENT_MESSAGES } from '@tradebook/domain/invoices/payment-messages';
import type { PaymentInput } from '@tradebook/domain/invoices/payment.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { isUniqueViolation } from '../../db/unique-violation';
import type { DocumentRow } from '../documents/document-rows';
import { documentMoney } from '../documents/document-summary';
import { lockDocument } from '../documents/read-documents';
import { inTransaction } from '../documents/save-document';
import { invoiceFigures } from './invoice-figures';
import { assertPaymentOpenForVat } from './payment-vat-lock';
import { findPaymentByKey, insertPayment, sumPayments, type PaymentRow } from './payments.repository';
import { creditKeyOf, settleInvoicePayments } from './settle-invoice';

/** The invoice kind as the document engine locks it (invoices/invoice-kind.ts stands above payments). */
const INVOICE = { kind: 'invoice' } as const;

/** More than is due: refused when the caller asked (keep_as_credit sent and not true), and always for a
 * payment of the client's own credit (it would only move credit back to where it came from). A payment
 * of credit needs a client to hold it. Decided on the invoice as locked, with `dueMinor` what is due
 * without the payment being checked. */
export function checkExcess(
  invoice: Pick<DocumentRow, 'client_id' | 'currency_id'>,
  payment: Pick<PaymentInput, 'amountMinor' | 'method' | 'keepAsCredit'>,
  dueMinor: number,
): void {
  const byCredit = isClientCreditMethod(payment.method);
  if (byCredit && creditKeyOf(invoice) === null) {
    throw new AppError('validation', PAYMENT_MESSAGES.creditNoClient);
  }
  const overMinor = payment.amountMinor - dueMinor;
  if (overMinor > 0 && (byCredit || payment.keepAsCredit === false)) {
    throw new AppError(
      'validation',
      PAYMENT_MESSAGES.overpaid(documentMoney(invoice, overMinor), documentMoney(invoice, dueMinor)),
    );
  }
}

/** Whether an earlier request with this key recorded this same payment (then it is answered again); the
 * key used for a different payment is refused. */
function isSamePayment(earlier: PaymentRow, invoiceId: number, payment: PaymentInput): boolean {
  return (
    earlier.document_id === invoiceId &&
    earlier.amount_minor === payment.amountMinor &&
    earlier.payment_date === payment.date &&
    earlier.method === payment.method
  );
}

/** The invoice an Idempotency-Key already recorded this payment on, if it did (the request is a repeat);
 * the key already used for a different payment is refused (409), as invoice/add_payment refuses it. */
export async function invoiceOfKey(
  ctx: AppContext,
  owner: OwnerId,
  key: string | undefined,
  payment: PaymentInput | undefined,
): Promise<number | undefined> {
  if (!key || !payment) return undefined;
  const earlier = await findPaymentByKey(ctx.db, owner, key);
  if (!earlier) return undefined;
  if (!isSamePayment(earlier, earlier.document_id, payment)) {
    throw new AppError('conflict', INVOICE_MESSAGES.idempotencyKeyReused);
  }
  return earlier.document_id;
}

/** Records the payment inside the transaction of `ctx.db` (a save's, or its own). Answers false when the
 * key had already recorded it. */
export async function recordPaymentWithin(
  ctx: AppContext,
  owner: OwnerId,
  invoiceId: number,
  payment: PaymentInput,
  key: string | undefined,
): Promise<boolean> {
  const invoice = await lockDocument(ctx, owner, INVOICE, invoiceId);
  // Read after the lock: a repeat that waited for the first request sees its payment.
  if (key) {
    const earlier = await findPaymentByKey(ctx.db, owner, key);
    if (earlier) {
      if (!isSamePayment(earlier, invoiceId, payment)) {
        throw new AppError('conflict', INVOICE_MESSAGES.idempotencyKeyReused);
      }
      return false;
    }
  }
  if (invoice.is_void !== 0) throw new AppError('conflict', INVOICE_MESSAGES.voidPayment);
  if (invoice.status === 'credited') throw new AppError('conflict', INVOICE_MESSAGES.creditedPayment);
  await assertPaymentOpenForVat(ctx, owner, invoice, [payment.date]);
  const paidBefore = await sumPayments(ctx.db, owner, invoiceId);
  const outcome = applyPayment({ ...invoiceFigures(invoice), paidMinor: paidBefore }, payment.amountMinor);
  checkExcess(invoice, payment, outcome.dueBeforeMinor);
  await insertPayment(ctx.db, owner, {
    document_id: invoiceId,
    amount_minor: payment.amountMinor,
    payment_date: payment.date,
    method: payment.method,
    description: payment.description,
    due_before_minor: outcome.dueBeforeMinor,
    status: outcome.paymentStatus,
    idempotency_key: key ?? null,
    created_at: ctx.now().toISOString(),
  });
  // The sum of the payments, this one with them.
  await settleInvoicePayments(ctx, owner, invoice, {
    creditSpentMinor: isClientCreditMethod(payment.method) ? payment.amountMinor : 0,
  });
  return true;
}

/** invoice/add_payment: records one payment in a transaction of its own. Two requests with one key at the
 * same moment: the unique index lets one in, and the other is answered as a repeat. */
export async function recordPayment(
  ctx: AppContext,
  owner: OwnerId,
  invoiceId: number,
  payment: PaymentInput,
  key: string | undefined,
): Promise<void> {
  try {
    await ctx.db
      .transaction()
      .execute((trx) => recordPaymentWithin(inTransaction(ctx, trx), owner, invoiceId, payment, key));
  } catch (error) {
    if (!(key && isUniqueViolation(error))) throw error;
    const earlier = await findPaymentByKey(ctx.db, owner, key);
    if (!earlier || !isSamePayment(earlier, invoiceId, payment)) {
      throw new AppError('conflict', INVOICE_MESSAGES.idempotencyKeyReused);
    }
  }
}
