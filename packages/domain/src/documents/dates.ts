// Calendar dates of documents (decisions.md 'Dates and terms'): 'YYYY-MM-DD' text, compared as text, and
// the expiry date is the document date plus the validity term in days. "Today" is always a parameter.

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The last year a date may have: a due date (a date plus up to 31 days) must still be written with four
 * digits, or it would sort and compare wrongly as text. */
const LAST_YEAR = 9998;

/** '2026-11-21' (or '2026-11-21 10:30:00', as mobile forms send it) -> '2026-11-21'; undefined when it
 * is not a real calendar date (2026-02-30) or lies after LAST_YEAR. */
export function parseCalendarDate(text: string): string | undefined {
  const match = DATE.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day] = match;
  if (Number(year) > LAST_YEAR) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = date.toISOString().slice(0, 10);
  return iso === `${year}-${month}-${day}` ? iso : undefined;
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
