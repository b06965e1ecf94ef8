// Invoice statuses and what follows from them (spec 001 section 4; decisions.md 'Statuses', 'Dates and
// terms'). The status is stored as the payments and e-mails leave it; void is kept apart (is_void), and
// "overdue" is derived from the due date and today.
import { remainingDueMinor } from '../documents/totals';

export const INVOICE_STATUSES = ['draft', 'sent', 'partpaid', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The list's status filter (spec 001 section 9), and 'overdue': what the dashboard counts as overdue (sent
 * or part paid, past its due date, not void; ADR 0304), so its figure links to exactly those invoices. */
export const INVOICE_FILTERS = [
  'all',
  'unpaid',
  'unpaiddue',
  'partpaid',
  'partpaiddue',
  'paid',
  'sent',
  'draft',
  'void',
  'overdue',
] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

/** Statuses whose content may change while no payment is recorded (and the invoice is not void). */
export const EDITABLE_INVOICE_STATUSES: readonly InvoiceStatus[] = ['draft', 'sent'];
/** Statuses that can be overdue (decisions.md: draft, sent or partpaid, not void). */
export const OVERDUE_STATUSES: readonly InvoiceStatus[] = ['draft', 'sent', 'partpaid'];
/** Unpaid: draft or sent with no payment. */
export const UNPAID_STATUSES: readonly InvoiceStatus[] = ['draft', 'sent'];

export interface InvoiceState {
  status: string;
  isVoid: boolean;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
}

/** Overdue: the due date is before today and the invoice is draft, sent or partpaid (not void). */
export function isInvoiceOverdue(invoice: InvoiceState, today: string): boolean {
  return (
    !invoice.isVoid && OVERDUE_STATUSES.includes(invoice.status as InvoiceStatus) && invoice.dueDate < today
  );
}

/** The spec's invoice_type: void once voided, else partpaid or paid as the payments left it, else draft. */
export function invoiceType(invoice: Pick<InvoiceState, 'status' | 'isVoid'>): string {
  if (invoice.isVoid) return 'void';
  return invoice.status === 'partpaid' || invoice.status === 'paid' ? invoice.status : 'draft';
}

/** E-mailing marks an invoice sent, unless payments have already been recorded on it. */
export function invoiceStatusAfterSending(status: string): string {
  return status === 'partpaid' || status === 'paid' ? status : 'sent';
}

export const PAYMENT_STATUSES = ['fully_paid', 'partially_paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentOutcome {
  /** What was still owed before this payment: the spec's `amount` of a payment. */
  dueBeforeMinor: number;
  paymentStatus: PaymentStatus;
  paidMinor: number;
  invoiceStatus: 'partpaid' | 'paid';
}

/** A payment applied to an invoice (decisions.md 'Statuses'): the payment is fully_paid when it clears
 * what was due at that time, the invoice paid once the payments reach its total, else partpaid. */
export function applyPayment(totalMinor: number, paidMinor: number, amountMinor: number): PaymentOutcome {
  const dueBeforeMinor = remainingDueMinor(totalMinor, paidMinor);
  const paid = paidMinor + amountMinor;
  return {
    dueBeforeMinor,
    paymentStatus: amountMinor >= dueBeforeMinor ? 'fully_paid' : 'partially_paid',
    paidMinor: paid,
    invoiceStatus: paid >= totalMinor ? 'paid' : 'partpaid',
  };
}

/** The badges of an invoice card (spec 001 section 4): P/Paid for partpaid, Paid for paid, Nill for a
 * draft status, Discount when a discount applies, Overdue, Draft while the type is draft, Void. */
export function invoiceBadges(invoice: InvoiceState & { discountMinor: number }, today: string): string[] {
  const badges: string[] = [];
  if (invoice.status === 'partpaid') badges.push('P/Paid');
  if (invoice.status === 'paid') badges.push('Paid');
  if (invoice.status === 'draft') badges.push('Nill');
  if (invoice.discountMinor > 0) badges.push('Discount');
  if (isInvoiceOverdue(invoice, today)) badges.push('Overdue');
  const type = invoiceType(invoice);
  if (type === 'draft') badges.push('Draft');
  if (type === 'void') badges.push('Void');
  return badges;
}
