// Invoice statuses and what follows from them (docs/reference/invoices.md 'Statuses',
// docs/reference/documents.md 'Dates and terms'). The status is stored as the payments, credit notes and
// e-mails leave it; void is kept apart (is_void), and "overdue" is derived from the due date and today. An
// invoice whose credit notes credit its whole total is 'credited': nothing is owed on it, so it is never
// unpaid or overdue (ADR 0316).
import { remainingDueMinor } from '../documents/totals';

export const INVOICE_STATUSES = ['draft', 'sent', 'partpaid', 'paid', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The list's status filter (docs/reference/invoices.md 'Limits'), and 'overdue': what the dashboard counts
 * as overdue (sent or part paid, past its due date, not void; ADR 0304), so its figure links to exactly those
 * invoices. */
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
  'credited',
] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

/** Statuses whose content may change while no payment is recorded (and the invoice is not void): only a
 * draft. Once sent an invoice is fixed; it is corrected by a credit note and a new invoice (ADR 0317). */
export const EDITABLE_INVOICE_STATUSES: readonly InvoiceStatus[] = ['draft'];
/** Statuses that can be overdue (docs/reference/invoices.md: draft, sent or partpaid, not void). */
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

/** The spec's invoice_type: void once voided, else partpaid, paid or credited as the payments and credit
 * notes left it, else draft. */
export function invoiceType(invoice: Pick<InvoiceState, 'status' | 'isVoid'>): string {
  if (invoice.isVoid) return 'void';
  return invoice.status === 'partpaid' || invoice.status === 'paid' || invoice.status === 'credited'
    ? invoice.status
    : 'draft';
}

/** E-mailing marks an invoice sent, unless payments or credit notes have already settled some of it. */
export function invoiceStatusAfterSending(status: string): string {
  return status === 'partpaid' || status === 'paid' || status === 'credited' ? status : 'sent';
}

/** An invoice's money as its status follows from it, in minor units. */
export interface InvoiceFigures {
  totalMinor: number;
  /** The sum of its payments. */
  paidMinor: number;
  /** The sum of its credit notes. */
  creditedMinor: number;
  /** What its credit notes gave back of the payments: refunded, or kept as the client's credit. */
  returnedMinor: number;
}

/** The status an invoice's figures give it (docs/reference/invoices.md 'Statuses'; ADR 0316): credited once
 * credit notes cover its whole total; otherwise, once something paid is kept on it, paid when that and the
 * credit notes cover the total, else partpaid; with nothing paid it keeps `unsettled` (draft, or sent once it
 * was e-mailed). */
export function settledInvoiceStatus(figures: InvoiceFigures, unsettled: 'draft' | 'sent'): InvoiceStatus {
  if (figures.creditedMinor > 0 && figures.creditedMinor >= figures.totalMinor) return 'credited';
  const keptPaidMinor = figures.paidMinor - figures.returnedMinor;
  if (keptPaidMinor > 0) {
    return keptPaidMinor + figures.creditedMinor >= figures.totalMinor ? 'paid' : 'partpaid';
  }
  return unsettled;
}

/** What is still owed on an invoice's figures (the one rule: documents/totals.ts). */
export function invoiceDueMinor(figures: InvoiceFigures): number {
  return remainingDueMinor(figures.totalMinor, figures.paidMinor, figures.creditedMinor);
}

export const PAYMENT_STATUSES = ['fully_paid', 'partially_paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentOutcome {
  /** What was still owed before this payment: the spec's `amount` of a payment. */
  dueBeforeMinor: number;
  paymentStatus: PaymentStatus;
  paidMinor: number;
  invoiceStatus: InvoiceStatus;
}

/** A payment applied to an invoice (docs/reference/invoices.md 'Statuses'): the payment is fully_paid when it
 * clears what was due at that time, the invoice paid once the payments (and credit notes) reach its total,
 * else partpaid. */
export function applyPayment(invoice: InvoiceFigures, amountMinor: number): PaymentOutcome {
  const dueBeforeMinor = invoiceDueMinor(invoice);
  const paid = invoice.paidMinor + amountMinor;
  return {
    dueBeforeMinor,
    paymentStatus: amountMinor >= dueBeforeMinor ? 'fully_paid' : 'partially_paid',
    paidMinor: paid,
    invoiceStatus: settledInvoiceStatus({ ...invoice, paidMinor: paid }, 'draft'),
  };
}

/** The badges of an invoice card (docs/reference/invoices.md 'Statuses'): P/Paid for partpaid, Paid for paid,
 * Nill for a draft status, Discount when a discount applies, Overdue, Draft while the type is draft, Void;
 * and for credit notes (ADR 0316) Credited once they cover the total, P/Credited while they cover part of it.
 */
export function invoiceBadges(
  invoice: InvoiceState & { discountMinor: number; creditedMinor?: number },
  today: string,
): string[] {
  const badges: string[] = [];
  if (invoice.status === 'partpaid') badges.push('P/Paid');
  if (invoice.status === 'paid') badges.push('Paid');
  if (invoice.status === 'credited') badges.push('Credited');
  else if ((invoice.creditedMinor ?? 0) > 0) badges.push('P/Credited');
  if (invoice.status === 'draft') badges.push('Nill');
  if (invoice.discountMinor > 0) badges.push('Discount');
  if (isInvoiceOverdue(invoice, today)) badges.push('Overdue');
  const type = invoiceType(invoice);
  if (type === 'draft') badges.push('Draft');
  if (type === 'void') badges.push('Void');
  return badges;
}
