// A stable machine code for every message a refusal may carry (docs/reference/api.md 'Refusal codes',
// docs/decisions/0380). The API keeps its English `message` texts; beside them each failure names the
// code of each message, so a client shows its own text for it in the user's language. A code is the
// message constant's group and key in snake_case: AUTH_MESSAGES.emailTaken is 'auth.email_taken'.
// Codes are part of the API: a message's key may be renamed only with a new code.

/** A group of message constants: texts, or functions that fill a text in (an amount, a name). */
export type MessageGroup = Readonly<Record<string, string | ((...values: never[]) => string)>>;

/** The code of a message that matched no constant: the kind of refusal alone ('validation', 'not_found'). */
export interface MessageCodes {
  /** The code of one message text, or undefined when no constant has that text. */
  codeOf(text: string): string | undefined;
  /** Every code with its English text (a function's text with its values as {0}, {1}...). */
  entries(): [code: string, text: string][];
}

function snakeCase(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

const HOLE = '\u0000';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The English text of a message function with its values as {0}, {1}...; each hole is a sentinel first. */
function templateOf(fill: (...values: never[]) => string): string | undefined {
  try {
    const holes = Array.from({ length: fill.length }, (_, index) => `${HOLE}${index}${HOLE}`);
    return (fill as (...values: string[]) => string)(...holes);
  } catch {
    return undefined;
  }
}

/** The codes of `groups`, the first group holding a text naming it where two share one (order is kept). */
export function createMessageCodes(groups: Readonly<Record<string, MessageGroup>>): MessageCodes {
  const byText = new Map<string, string>();
  const patterns: [RegExp, string][] = [];
  const listed: [string, string][] = [];
  for (const [group, messages] of Object.entries(groups)) {
    for (const [key, message] of Object.entries(messages)) {
      const code = `${group}.${snakeCase(key)}`;
      if (typeof message === 'string') {
        if (!byText.has(message)) byText.set(message, code);
        listed.push([code, message]);
        continue;
      }
      const template = templateOf(message);
      if (template === undefined) continue;
      const source = escapeRegExp(template).replace(new RegExp(`${HOLE}\\d+${HOLE}`, 'g'), '([\\s\\S]+?)');
      patterns.push([new RegExp(`^${source}$`), code]);
      listed.push([code, template.replace(new RegExp(`${HOLE}(\\d+)${HOLE}`, 'g'), '{$1}')]);
    }
  }
  return {
    codeOf(text) {
      return byText.get(text) ?? patterns.find(([pattern]) => pattern.test(text))?.[1];
    },
    entries: () => [...listed],
  };
}
