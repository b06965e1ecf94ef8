// Calendar dates of documents (docs/reference/documents.md 'Dates and terms'): 'YYYY-MM-DD' text, compared as
// text, and the expiry date is the document date plus the validity term in days. "Today" is always a
// parameter.

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The years a date may have (issue 13): wide enough for any real quotation, invoice, payment or expense
 * and its due date, narrow enough that a date stays four digits (text order is date order) and an
 * expiry or a due date is never malformed (year 9999 plus 31 days used to be). */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;

/** A date, or the message to answer for `text`: the field's own when it is not a date at all, one that
 * names the range when its year lies outside it. */
export function readCalendarDate(
  text: string,
  invalidMessage: string,
): { date: string; message?: never } | { date?: never; message: string } {
  const match = DATE.exec(text.trim());
  if (!match) return { message: invalidMessage };
  const [, year, month, day] = match;
  if (Number(year) < FIRST_YEAR || Number(year) > LAST_YEAR)
    return { message: outOfRangeMessage(invalidMessage) };
  const iso = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).toISOString().slice(0, 10);
  if (iso !== `${year}-${month}-${day}`) return { message: invalidMessage };
  return { date: iso };
}

/** 'Invoice date must be a valid date (YYYY-MM-DD).' -> 'Invoice date must be between 1900-01-01 and
 * 2100-12-31.' (every date message of the API has that shape). */
export function outOfRangeMessage(invalidMessage: string): string {
  const label = invalidMessage.replace(/ must be a valid date \(YYYY-MM-DD\)\.$/, '');
  return `${label === invalidMessage ? 'A date' : label} must be between ${FIRST_YEAR}-01-01 and ${LAST_YEAR}-12-31.`;
}

/** '2026-11-21' (or '2026-11-21 10:30:00', as mobile forms send it) -> '2026-11-21'; undefined when it
 * is not a real calendar date (2026-02-30) or lies outside FIRST_YEAR to LAST_YEAR. */
export function parseCalendarDate(text: string): string | undefined {
  return readCalendarDate(text, '').date;
}

/** '2026-11-21' + 28 days -> '2026-12-19'. */
export function addDays(date: string, days: number): string {
  const start = Date.parse(`${date}T00:00:00Z`);
  return new Date(start + days * 86_400_000).toISOString().slice(0, 10);
}

/** The calendar date of an instant, in UTC: the server's "today". */
export function calendarDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-21' -> '21 Nov 2026': unambiguous whatever the reader's country. */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}
