// Editing or deleting a recorded payment (docs/decisions/0348): owner only (another user's payment is a
// 404), in one transaction that holds the invoice's lock. A card payment taken through the client's link
// is never changed (409: it is corrected with a credit note and a refund), nor a payment of a void
// invoice. The invoice's paid amount, status and the client's credit then follow from its payments
// (settle-invoice.ts), and its history records the old and new figures.
import { invoiceDueMinor } from '@tradebook/domain/invoices/invoice-status';
import type { UpdatePaymentInput } from '@tradebook/domain/invoices/payment-changes.schemas';
import { isClientCreditMethod, PAYMENT_MESSAGES } from '@tradebook/domain/invoices/payment-messages';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { recordDocumentEvent } from '../document-events/record-document-event';
import type { DocumentRow } from '../documents/document-rows';
import { documentMoney } from '../documents/document-summary';
import { lockDocument } from '../documents/read-documents';
import { inTransaction } from '../documents/save-document';
import { assertPaymentOpenForVat } from './payment-vat-lock';
import { invoiceFigures } from './invoice-figures';
import { isCardPayment } from './list-payments';
import { deletePaymentRow, findPayment, updatePaymentRow, type PaymentRow } from './payments.repository';
import { checkExcess } from './record-payment';
import { settleInvoicePayments } from './settle-invoice';

/** The invoice kind as the document engine locks it (invoices/invoice-kind.ts stands above payments). */
const INVOICE = { kind: 'invoice' } as const;

/** The payment and its invoice, locked, once both may be changed. */
async function lockedPayment(
  ctx: AppContext,
  owner: OwnerId,
  paymentId: number,
): Promise<{ payment: PaymentRow; invoice: DocumentRow }> {
  const first = await findPayment(ctx.db, owner, paymentId);
  if (!first) throw notFound();
  const invoice = await lockDocument(ctx, owner, INVOICE, first.document_id);
  // Read again under the lock: a change or delete that got there first is seen.
  const payment = await findPayment(ctx.db, owner, paymentId);
  if (!payment) throw notFound();
  if (isCardPayment(payment)) throw new AppError('conflict', PAYMENT_MESSAGES.cardPaymentFixed);
  if (invoice.is_void !== 0) throw new AppError('conflict', PAYMENT_MESSAGES.voidInvoice);
  return { payment, invoice };
}

/** The payments may not fall below what the invoice's credit notes already gave back of them. */
function checkReturned(invoice: DocumentRow, paidMinor: number): void {
  const returnedMinor = invoice.refunded_minor + invoice.kept_credit_minor;
  if (paidMinor < returnedMinor) {
    throw new AppError('conflict', PAYMENT_MESSAGES.belowReturned(documentMoney(invoice, returnedMinor)));
  }
}

const creditSpentBy = (payment: { method: string; amountMinor: number }) =>
  isClientCreditMethod(payment.method) ? payment.amountMinor : 0;

function figuresText(
  invoice: DocumentRow,
  payment: Pick<PaymentRow, 'amount_minor' | 'payment_date' | 'method'>,
) {
  return `${documentMoney(invoice, payment.amount_minor)} on ${payment.payment_date} by ${payment.method}`;
}

/** invoice/update_payment: answers the invoice with its new paid amount, due and status. */
export async function updatePayment(
  ctx: AppContext,
  owner: OwnerId,
  input: UpdatePaymentInput,
): Promise<number> {
  const invoiceId = await ctx.db.transaction().execute(async (trx) => {
    const within = inTransaction(ctx, trx);
    const { payment, invoice } = await lockedPayment(within, owner, input.paymentId);
    await assertPaymentOpenForVat(within, owner, invoice, [payment.payment_date, input.date]);
    const paidWithout = invoice.paid_minor - payment.amount_minor;
    const dueWithout = invoiceDueMinor({ ...invoiceFigures(invoice), paidMinor: paidWithout });
    checkExcess(invoice, input, dueWithout);
    checkReturned(invoice, paidWithout + input.amountMinor);
    await updatePaymentRow(trx, owner, payment.id, {
      amount_minor: input.amountMinor,
      payment_date: input.date,
      method: input.method,
      description: input.description,
      status: input.amountMinor >= payment.due_before_minor ? 'fully_paid' : 'partially_paid',
    });
    await settleInvoicePayments(within, owner, invoice, {
      creditSpentMinor:
        creditSpentBy(input) - creditSpentBy({ method: payment.method, amountMinor: payment.amount_minor }),
    });
    const after = { amount_minor: input.amountMinor, payment_date: input.date, method: input.method };
    await recordDocumentEvent(within, owner, invoice, {
      type: 'payment_edited',
      actor: 'owner',
      amountMinor: input.amountMinor,
      note: `Was ${figuresText(invoice, payment)}; now ${figuresText(invoice, after)}`,
    });
    return invoice.id;
  });
  return invoiceId;
}

/** invoice/delete_payment: deletes the payment and gives its invoice's id. */
export async function deletePayment(ctx: AppContext, owner: OwnerId, paymentId: number): Promise<number> {
  const invoiceId = await ctx.db.transaction().execute(async (trx) => {
    const within = inTransaction(ctx, trx);
    const { payment, invoice } = await lockedPayment(within, owner, paymentId);
    await assertPaymentOpenForVat(within, owner, invoice, [payment.payment_date]);
    checkReturned(invoice, invoice.paid_minor - payment.amount_minor);
    await deletePaymentRow(trx, owner, payment.id);
    await settleInvoicePayments(within, owner, invoice, {
      creditSpentMinor: -creditSpentBy({ method: payment.method, amountMinor: payment.amount_minor }),
    });
    await recordDocumentEvent(within, owner, invoice, {
      type: 'payment_deleted',
      actor: 'owner',
      amountMinor: payment.amount_minor,
      note: `Was ${figuresText(invoice, payment)}`,
    });
    return invoice.id;
  });
  return invoiceId;
}
