// One status in plain words, from a document's real state (docs/decisions/0350-status-in-plain-words.md):
// the same word on the owner's screens, the client's page, the PDF and the e-mails. Invoices: Draft, Sent,
// Viewed, Overdue, Part-paid, Paid, Void, Credited. Quotations: Draft, Sent, Viewed, Approved, Rejected,
// Expired, Invoiced, and Void for one voided by its owner (the list has no word for it, and no other word
// is true of it). Credit notes: Issued, Sent (docs/decisions/0366). The spec's `badges` stay in the API
// answers beside it, unchanged.
import { isInvoiceOverdue } from '../invoices/invoice-status';
import { isQuotationExpired } from '../quotations/quotation-status';

export const INVOICE_STATUS_WORDS = [
  'Draft',
  'Sent',
  'Viewed',
  'Overdue',
  'Part-paid',
  'Paid',
  'Void',
  'Credited',
] as const;
export type InvoiceStatusWord = (typeof INVOICE_STATUS_WORDS)[number];

export const QUOTATION_STATUS_WORDS = [
  'Draft',
  'Sent',
  'Viewed',
  'Approved',
  'Rejected',
  'Expired',
  'Invoiced',
  'Void',
] as const;
export type QuotationStatusWord = (typeof QUOTATION_STATUS_WORDS)[number];

/** A credit note is issued when it is made and sent once e-mailed; it has no link, is never voided. */
export const CREDIT_NOTE_STATUS_WORDS = ['Issued', 'Sent'] as const;
export type CreditNoteStatusWord = (typeof CREDIT_NOTE_STATUS_WORDS)[number];

export type StatusWord = InvoiceStatusWord | QuotationStatusWord | CreditNoteStatusWord;

export interface InvoiceWordState {
  /** As stored: draft, sent, partpaid, paid or credited. */
  status: string;
  isVoid: boolean;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  /** The client opened its link at least once. */
  viewed: boolean;
}

export interface QuotationWordState {
  /** As stored: draft, sent, pending, approved or rejected. */
  status: string;
  isVoid: boolean;
  /** 'YYYY-MM-DD'. */
  expiryDate: string;
  viewed: boolean;
  /** An invoice was made from it. */
  invoiced: boolean;
}

/** Void wins, then what the money says (Paid, Credited), then Overdue, Part-paid, then how far it went
 * (Viewed after Sent). A draft the client viewed (a link sent by hand) still reads Viewed. */
export function invoiceStatusWord(state: InvoiceWordState, today: string): InvoiceStatusWord {
  if (state.isVoid) return 'Void';
  if (state.status === 'paid') return 'Paid';
  if (state.status === 'credited') return 'Credited';
  if (isInvoiceOverdue({ status: state.status, isVoid: false, dueDate: state.dueDate }, today)) {
    return 'Overdue';
  }
  if (state.status === 'partpaid') return 'Part-paid';
  if (state.viewed) return 'Viewed';
  return state.status === 'draft' ? 'Draft' : 'Sent';
}

/** Invoiced wins (the quotation's work went on), then Void, the client's answer, Expired, Viewed, Sent. */
export function quotationStatusWord(state: QuotationWordState, today: string): QuotationStatusWord {
  if (state.invoiced) return 'Invoiced';
  if (state.isVoid) return 'Void';
  if (state.status === 'approved') return 'Approved';
  if (state.status === 'rejected') return 'Rejected';
  if (isQuotationExpired({ status: state.status, type: 'draft', expiryDate: state.expiryDate }, today)) {
    return 'Expired';
  }
  if (state.viewed) return 'Viewed';
  return state.status === 'draft' ? 'Draft' : 'Sent';
}

/** As stored: issued or sent. */
export function creditNoteStatusWord(status: string): CreditNoteStatusWord {
  return status === 'sent' ? 'Sent' : 'Issued';
}
