// What a document's e-mail says unless the user changes it (issue 14, ADR 0209): one pure function the
// server sends when a field is left out and the web prefills its composer with, so both say the same.
// A message is plain text; a blank line starts a new paragraph.
import { formatMoney } from '../money/money';
import { NOT_AVAILABLE } from '../profile/profile-complete';
import { formatCalendarDateForCountry } from './country-dates';
import { remainingDueMinor } from './totals';

export interface DocumentMailFacts {
  kind: 'quotation' | 'invoice' | 'credit_note';
  number: string;
  /** The name the client knows the business by: the company name, else the owner's name. */
  businessName: string;
  /** The client's contact name, else the client's business name. */
  clientName: string;
  documentDate: string;
  /** A quotation's expiry date, an invoice's due date (YYYY-MM-DD). */
  dueDate: string;
  currencySymbol: string;
  totalMinor: number;
  /** Paid so far (invoices); 0 for a quotation. */
  paidMinor: number;
  /** Credited by credit notes so far (invoices); left out, 0. */
  creditedMinor?: number;
  /** A credit note's invoice and what became of the part already paid. */
  creditNote?: { invoiceNumber: string; refundedMinor: number; keptCreditMinor: number };
  /** The business's country ('GB'): dates are written as it reads them; left out, '21 Nov 2026'. */
  countryCode?: string;
}

export interface DocumentMailText {
  subject: string;
  message: string;
}

const REPLY_LINE = 'If you have any questions, simply reply to this e-mail.';

/** The default subject and message of a document's e-mail. */
export function documentMailDefaults(facts: DocumentMailFacts): DocumentMailText {
  const money = (minor: number) => formatMoney(minor, facts.currencySymbol);
  const dated = formatCalendarDateForCountry(facts.documentDate, facts.countryCode);
  const due = formatCalendarDateForCountry(facts.dueDate, facts.countryCode);
  const greeting = `Dear ${facts.clientName},`;
  if (facts.kind === 'quotation') {
    return {
      subject: `Quotation ${facts.number} from ${facts.businessName}`,
      message: joinParagraphs([
        greeting,
        `Please find attached quotation ${facts.number} dated ${dated} for ${money(facts.totalMinor)}. ` +
          `It is valid until ${due}.`,
        REPLY_LINE,
      ]),
    };
  }
  if (facts.kind === 'credit_note') return creditNoteMail(facts, greeting, money, dated);
  const owed = remainingDueMinor(facts.totalMinor, facts.paidMinor, facts.creditedMinor ?? 0);
  return {
    subject: `Invoice ${facts.number} from ${facts.businessName}`,
    message: joinParagraphs([
      greeting,
      `Please find attached invoice ${facts.number} dated ${dated} for ${money(facts.totalMinor)}.`,
      owed > 0
        ? `${money(owed)} is due by ${due}.` +
          (facts.paidMinor > 0 ? ` Thank you for the ${money(facts.paidMinor)} received.` : '')
        : (facts.creditedMinor ?? 0) >= facts.totalMinor
          ? 'It has been credited in full: nothing is due.'
          : 'It has been paid in full: thank you.',
      REPLY_LINE,
    ]),
  };
}

function creditNoteMail(
  facts: DocumentMailFacts,
  greeting: string,
  money: (minor: number) => string,
  dated: string,
): DocumentMailText {
  const note = facts.creditNote ?? { invoiceNumber: '', refundedMinor: 0, keptCreditMinor: 0 };
  const settled =
    note.refundedMinor > 0
      ? `${money(note.refundedMinor)} of it, which you had already paid, is being refunded to you.`
      : note.keptCreditMinor > 0
        ? `${money(note.keptCreditMinor)} of it, which you had already paid, is kept as credit for you.`
        : `It lowers what is due on invoice ${note.invoiceNumber}.`;
  return {
    subject: `Credit note ${facts.number} from ${facts.businessName}`,
    message: joinParagraphs([
      greeting,
      `Please find attached credit note ${facts.number} dated ${dated} for ${money(facts.totalMinor)}, ` +
        `crediting invoice ${note.invoiceNumber}.`,
      settled,
      REPLY_LINE,
    ]),
  };
}

/** The name a client knows the business by: its company name, else the owner's name. */
export function businessNameOf(profile: { company_name?: string | null; fullname: string }): string {
  const company = profile.company_name?.trim() ?? '';
  return company !== '' && company !== NOT_AVAILABLE ? (profile.company_name ?? '') : profile.fullname;
}

export function joinParagraphs(paragraphs: string[]): string {
  return paragraphs.join('\n\n');
}

/** A message's paragraphs: split on blank lines (a line holding only spaces counts as blank), each
 * trimmed, empty ones dropped. Single line breaks stay inside their paragraph. */
export function messageParagraphs(message: string): string[] {
  return message
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** The PDF's file name as the e-mail attaches it and its link names it: 'QUO-000012.pdf' (anything but
 * letters, digits and '-' becomes '_', so a number can never become a path). */
export function documentPdfFilename(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
}
