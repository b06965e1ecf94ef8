// Calendar dates ('YYYY-MM-DD', as the API keeps them) typed and shown in the order of the business's
// country: 21/11/2026 in the United Kingdom, 11/21/2026 in the United States, 2026-11-21 in Sweden
// (ADR 0224). The order comes from Intl for the business's locale, so no country table is kept here.

export type DateOrder = 'DMY' | 'MDY' | 'YMD';

export interface DatePattern {
  order: DateOrder;
  separator: string;
  /** The same pattern as dayjs writes it ('DD/MM/YYYY'), for Mantine's date inputs. */
  valueFormat: string;
  /** As an English placeholder says it: 'dd/mm/yyyy'. */
  placeholder: string;
}

/** The letters a language writes a date's fields with in a hint: 'TT', 'MM', 'JJJJ' in German. */
export interface DateLetters {
  day: string;
  month: string;
  year: string;
}

const SAMPLE = new Date(Date.UTC(2026, 10, 21));

/** The numeric date pattern of a locale ('en-GB' -> DD/MM/YYYY); day-month-year when Intl cannot say. */
export function datePatternOf(locale: string | undefined): DatePattern {
  let parts: Intl.DateTimeFormatPart[] = [];
  try {
    parts = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(SAMPLE);
  } catch {
    parts = [];
  }
  const fields = parts.filter((part) => ['day', 'month', 'year'].includes(part.type));
  const order = fields.map((part) => part.type[0]!.toUpperCase()).join('');
  const known: DateOrder = order === 'MDY' || order === 'YMD' ? order : 'DMY';
  const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
  const tokens = { D: 'DD', M: 'MM', Y: 'YYYY' } as const;
  const valueFormat = known
    .split('')
    .map((letter) => tokens[letter as keyof typeof tokens])
    .join(separator);
  return { order: known, separator, valueFormat, placeholder: valueFormat.toLowerCase() };
}

/** The pattern as a hint in the reader's language, in the order and with the separator the field reads:
 * 'TT.MM.JJJJ' in German, 'jj/mm/aaaa' in French, 'dd-mm-jjjj' in Dutch
 * (docs/decisions/0260-the-last-english-words-of-the-screens.md). */
export function datePlaceholderOf(pattern: DatePattern, letters: DateLetters): string {
  const field = { D: letters.day, M: letters.month, Y: letters.year } as const;
  return pattern.order
    .split('')
    .map((letter) => field[letter as keyof typeof field])
    .join(pattern.separator);
}

/** What was typed, read in the pattern's order ('21/11/2026', '21.11.26', or ISO '2026-11-21'), as
 * 'YYYY-MM-DD'; null when it is not a real calendar date. */
export function parseTypedDate(text: string, pattern: DatePattern): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const numbers = iso ? [iso[1]!, iso[2]!, iso[3]!] : trimmed.split(/[^0-9]+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const order: DateOrder = iso ? 'YMD' : pattern.order;
  const at = (letter: string) => numbers[order.indexOf(letter)]!;
  let year = Number(at('Y'));
  if (at('Y').length === 2) year += 2000;
  else if (at('Y').length !== 4) return null;
  const month = Number(at('M'));
  const day = Number(at('D'));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** '2026-11-21' as people of the locale read it: '21 Nov 2026' (en-GB), 'Nov 21, 2026' (en-US). */
export function formatCalendarDateIn(date: string, locale: string | undefined): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) return date;
  try {
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(time);
  } catch {
    return date;
  }
}
