// A kind's messages on its screens in the screen's language (docs/decisions/0254,
// docs/decisions/0260-the-last-english-words-of-the-screens.md): the domain's messages, which the server
// answers in English, each found in the kind's group of the `kinds` catalogue; a message made by a function
// of one case's figures (what is left to credit on a line) is read back into its figures and written from
// its own catalogue key, its amounts as the screen's language writes numbers.
import { i18n } from '../../i18n/i18n';
import { catalogueLanguage } from '../../i18n/languages';
import { kindMessage } from './kind-words';

/** A domain message made of its figures, e.g. (name, left) => `Only ${left} of "${name}" ...`. */
export interface FiguresMessage {
  message: (...figures: string[]) => string;
  /** The figures' names in the function's order: the catalogue message's placeholders. */
  names: readonly string[];
}

export interface KindMessages {
  /** The kind's group of the `kinds` catalogue ('credit_messages'). */
  group: string;
  /** The domain's fixed messages by name. */
  messages: Readonly<Record<string, unknown>>;
  /** The messages with figures, by their key in `catalogue` ('screen-words:credit_figures'). */
  withFigures?: { catalogue: string; messages: Readonly<Record<string, FiguresMessage>> };
  /** The figures that are amounts ('12.50'), written as the screen's language writes numbers. */
  amounts?: readonly string[];
}

/** The pattern that finds a message's figures again: each argument's place, in the order the English
 * sentence has them, is a group. */
function figuresPattern({ message, names }: FiguresMessage) {
  const marked = message(...names.map((_, index) => `\uE000${index}\uE000`));
  const order: string[] = [];
  let source = '';
  marked.split(/\uE000(\d+)\uE000/).forEach((piece, index) => {
    if (index % 2 === 1) {
      order.push(names[Number(piece)] as string);
      source += '(.*)';
    } else {
      source += piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
  });
  return { pattern: new RegExp(`^${source}$`, 's'), order };
}

/** The domain's two-decimal amount ('12.50') as the screen's language writes numbers ('12,50'). */
function amountText(text: string): string {
  const language = catalogueLanguage(i18n.language);
  if (language === 'en' || !/^-?\d+(\.\d+)?$/.test(text)) return text;
  const format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return format.format(Number(text));
}

/** The function that shows one of the kind's messages in the screen's language. */
export function kindMessages({ group, messages, withFigures, amounts = [] }: KindMessages) {
  const patterns = Object.entries(withFigures?.messages ?? {}).map(([key, figures]) => ({
    key,
    ...figuresPattern(figures),
  }));
  return (message: string): string => {
    for (const { key, pattern, order } of patterns) {
      const found = pattern.exec(message);
      if (!found) continue;
      const figures = Object.fromEntries(
        order.map((name, index) => {
          const text = found[index + 1] ?? '';
          return [name, amounts.includes(name) ? amountText(text) : text];
        }),
      );
      return i18n.t(`${withFigures?.catalogue}.${key}`, figures);
    }
    return kindMessage(group, messages, message);
  };
}
