// The credit note's own messages on its screens (the domain's CREDIT_NOTE_MESSAGES and the line fields'
// LINE_MESSAGES, which the server answers in English) in the screen's language from the kinds catalogue
// (docs/decisions/0254); the two with one case's figures in them (what is left to credit on a line or on
// the invoice) are read back into their figures and written from the `screen-words` catalogue
// (docs/decisions/0260-the-last-english-words-of-the-screens.md).
import { CREDIT_NOTE_MESSAGES } from '@tradebook/domain/credit-notes/credit-note-messages';
import { LINE_MESSAGES } from '@tradebook/domain/documents/line-fields';
import { i18n } from '../../lib/i18n/i18n';
import { catalogueLanguage } from '../../lib/i18n/languages';
import { kindMessage } from '../../lib/documents/kinds/kind-words';

const MESSAGES = { ...LINE_MESSAGES, ...CREDIT_NOTE_MESSAGES };

/** A domain message made by a function of its figures, as a pattern that finds them again: each
 * argument's place, in the order the English sentence has them, is a group. */
function figuresPattern(message: (...figures: string[]) => string, names: readonly string[]) {
  const marked = message(...names.map((_, index) => `\uE000${index}\uE000`));
  const pieces = marked.split(/\uE000(\d+)\uE000/);
  const order: string[] = [];
  let source = '';
  pieces.forEach((piece, index) => {
    if (index % 2 === 1) {
      order.push(names[Number(piece)] as string);
      source += '(.*)';
    } else {
      source += piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
  });
  return { pattern: new RegExp(`^${source}$`, 's'), order };
}

const WITH_FIGURES = [
  { key: 'line_over_left', ...figuresPattern(CREDIT_NOTE_MESSAGES.lineOverLeft, ['name', 'left']) },
  { key: 'over_invoice', ...figuresPattern(CREDIT_NOTE_MESSAGES.overInvoice, ['left']) },
];

/** The domain's two-decimal amount ('12.50') as the screen's language writes numbers ('12,50'). */
function amountText(text: string): string {
  const language = catalogueLanguage(i18n.language);
  const amount = Number(text);
  if (language === 'en' || !/^-?\d+(\.\d+)?$/.test(text)) return text;
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );
}

/** One of the credit note's messages in the screen's language. */
export function creditMessage(message: string): string {
  for (const { key, pattern, order } of WITH_FIGURES) {
    const found = pattern.exec(message);
    if (!found) continue;
    const figures = Object.fromEntries(order.map((name, index) => [name, found[index + 1] ?? '']));
    return i18n.t(`screen-words:credit_figures.${key}`, { ...figures, left: amountText(figures.left ?? '') });
  }
  return kindMessage('credit_messages', MESSAGES, message);
}
