// One status in plain words on every document screen (docs/decisions/0350-status-in-plain-words.md and
// 0218): the server's `status_word` when the answer carries it (it knows whether the client viewed the
// link), else the domain's word from what the answer says, as of today. The word is the status's code;
// a screen shows it in its language through statusWordText (docs/decisions/0254).
import dayjs from 'dayjs';
import {
  invoiceStatusWord,
  quotationStatusWord,
  type InvoiceStatusWord,
  type QuotationStatusWord,
} from '@tradebook/domain/documents/status-words';
import { i18n } from '../i18n/i18n';

interface InvoiceState {
  invoice_status: string;
  invoice_type: string;
  expiry_date: string;
  /** The server's own reading of the due date, as of its today. */
  is_overdue?: boolean;
  status_word?: string;
}

interface QuotationState {
  quotation_status: string;
  quotation_type: string;
  expiry_date: string;
  invoice?: unknown;
  is_expired?: boolean;
  status_word?: string;
}

const today = () => dayjs().format('YYYY-MM-DD');

/** A date the domain reads as past (or not) whatever today is: the server's own reading wins. */
const dateFor = (past: boolean | undefined, date: string) =>
  past === undefined ? date.slice(0, 10) : past ? '0001-01-01' : '9999-12-31';

export function invoiceWordOf(invoice: InvoiceState): InvoiceStatusWord | string {
  if (invoice.status_word) return invoice.status_word;
  const state = {
    status: invoice.invoice_status,
    isVoid: invoice.invoice_type === 'void',
    dueDate: dateFor(invoice.is_overdue, invoice.expiry_date),
    viewed: false,
  };
  return invoiceStatusWord(state, today());
}

export function quotationWordOf(quotation: QuotationState): QuotationStatusWord | string {
  if (quotation.status_word) return quotation.status_word;
  const state = {
    status: quotation.quotation_status,
    isVoid: quotation.quotation_type === 'void',
    expiryDate: dateFor(quotation.is_expired, quotation.expiry_date),
    viewed: false,
    invoiced: Boolean(quotation.invoice),
  };
  return quotationStatusWord(state, today());
}

/** The catalogue key of a status word ('Part-paid' is status.part_paid). */
const keyOfWord = (word: string) => `kinds:status.${word.toLowerCase().replace(/-/g, '_')}`;

/** A status word (the server's or the domain's, in English) in the screen's language; a word the
 * catalogue does not know shows as it came. */
export function statusWordText(word: string): string {
  const key = keyOfWord(word);
  return i18n.exists(key) ? i18n.t(key) : word;
}

/** A status word as a sentence says it ('It is approved'), in the screen's language. */
export function statusWordInSentence(word: string): string {
  const key = keyOfWord(word).replace('kinds:status.', 'kinds:status_in_sentence.');
  return i18n.exists(key) ? i18n.t(key) : word.toLowerCase();
}

/** The English status word (the badge's colour) of a word shown in the screen's language. */
export function statusWordCode(shown: string): string {
  const catalogue = (i18n.getResourceBundle('en', 'kinds') as { status?: Record<string, string> }).status;
  for (const english of Object.values(catalogue ?? {})) {
    if (statusWordText(english) === shown) return english;
  }
  return shown;
}
