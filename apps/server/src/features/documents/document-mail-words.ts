// A document's e-mail in its client's language (docs/decisions/0389): the default subject and message
// (the domain's documentMailDefaults says the same in English, for the web's composer), the status line,
// the link's line and the closing, from the `mail` catalogue; amounts and dates as the language writes
// them. Words the owner left as the composer proposed them (the English defaults) are the defaults in
// the client's language; words the owner wrote are sent as written.
import {
  documentMailDefaults,
  joinParagraphs,
  messageParagraphs,
  type DocumentMailFacts,
  type DocumentMailText,
} from '@tradebook/domain/documents/document-mail';
import type { DocumentMailFields } from '@tradebook/domain/documents/document-mail.schemas';
import { remainingDueMinor } from '@tradebook/domain/documents/totals';
import type { MoneyCurrency } from '@tradebook/domain/money/locale-money';
import type { DocumentWords } from '../../locales/document-words';

/** The default subject and message of a document's e-mail in the words' language. */
export function mailDefaultsIn(
  words: DocumentWords,
  facts: DocumentMailFacts,
  currency: MoneyCurrency,
): DocumentMailText {
  const t = (key: string, values?: Record<string, unknown>) => words.t('mail', key, values);
  const money = (minor: number) => words.money(minor, currency);
  const shared = {
    number: facts.number,
    business: facts.businessName,
    date: words.date(facts.documentDate),
    due: words.date(facts.dueDate),
    total: money(facts.totalMinor),
  };
  const greeting = t('greeting', { name: facts.clientName });
  const subject = t(`${facts.kind}.subject`, shared);
  if (facts.kind === 'quotation') {
    return { subject, message: joinParagraphs([greeting, t('quotation.body', shared), t('reply_line')]) };
  }
  if (facts.kind === 'credit_note') {
    const note = facts.creditNote ?? { invoiceNumber: '', refundedMinor: 0, keptCreditMinor: 0 };
    const settled =
      note.refundedMinor > 0
        ? t('credit_note.refunded', { amount: money(note.refundedMinor) })
        : note.keptCreditMinor > 0
          ? t('credit_note.kept', { amount: money(note.keptCreditMinor) })
          : t('credit_note.lowers', { invoice: note.invoiceNumber });
    const body = t('credit_note.body', { ...shared, invoice: note.invoiceNumber });
    return { subject, message: joinParagraphs([greeting, body, settled, t('reply_line')]) };
  }
  const owed = remainingDueMinor(facts.totalMinor, facts.paidMinor, facts.creditedMinor ?? 0);
  const thanks = facts.paidMinor > 0 ? ` ${t('invoice.thanks', { paid: money(facts.paidMinor) })}` : '';
  const state =
    owed > 0
      ? `${t('invoice.owed', { owed: money(owed), due: shared.due })}${thanks}`
      : (facts.creditedMinor ?? 0) >= facts.totalMinor
        ? t('invoice.credited_in_full')
        : t('invoice.paid_in_full');
  return {
    subject,
    message: joinParagraphs([greeting, t('invoice.body', shared), state, t('reply_line')]),
  };
}

/** What the e-mail says: the composer's words, except those left as the English defaults it proposed,
 * which are the defaults in the client's language. */
export function composedMailText(
  words: DocumentWords,
  facts: DocumentMailFacts,
  currency: MoneyCurrency,
  composed: DocumentMailFields | undefined,
): DocumentMailText {
  const localized = mailDefaultsIn(words, facts, currency);
  const english = documentMailDefaults(facts);
  const same = (a: string, b: string) =>
    messageParagraphs(a).join('\n\n') === messageParagraphs(b).join('\n\n');
  const pick = (field: keyof DocumentMailText) => {
    const given = composed?.[field];
    return given === undefined || same(given, english[field]) ? localized[field] : given;
  };
  return { subject: pick('subject'), message: pick('message') };
}
