// The date of a receipt's text (docs/decisions/0358): ISO (2026-03-14), numeric with slashes, dots or
// dashes (14/03/2026, 14.03.26), or with the month's name (14 Mar 2026, March 14, 2026). A numeric date
// that fits both ways is read day first unless the business writes dates month first.
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (n: number) => String(n).padStart(2, '0');

function isoOf(year: number, month: number, day: number): string | undefined {
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear < 2000 || fullYear > 2099 || month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return `${fullYear}-${pad(month)}-${pad(day)}`;
}

const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** Every date found in a line, as YYYY-MM-DD, in the order they appear. */
export function datesIn(rawLine: string, dayFirst = true): string[] {
  const line = rawLine.replace(/[Oo](?=\d)|(?<=\d)[Oo]/g, '0');
  const found: Array<[number, string]> = [];
  const add = (at: number, iso: string | undefined) => iso && found.push([at, iso]);
  for (const m of line.matchAll(/\b(20\d{2})[-/.](\d{1,2})[-/.](\d{1,2})\b/g)) {
    add(m.index, isoOf(Number(m[1]), Number(m[2]), Number(m[3])));
  }
  for (const m of line.matchAll(/\b(\d{1,2})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(20\d{2}|\d{2})(?![\d:])/g)) {
    const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const dayFirstHere = a > 12 ? true : b > 12 ? false : dayFirst;
    add(m.index, dayFirstHere ? isoOf(year, b, a) : isoOf(year, a, b));
  }
  for (const m of line.matchAll(/\b(\d{1,2})(?:st|nd|rd|th)?[\s-]+([A-Za-z]{3,9})\.?[\s,-]+(20\d{2})\b/g)) {
    add(m.index, isoOf(Number(m[3]), monthOf(m[2] ?? ''), Number(m[1])));
  }
  for (const m of line.matchAll(/\b([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(20\d{2})\b/g)) {
    add(m.index, isoOf(Number(m[3]), monthOf(m[1] ?? ''), Number(m[2])));
  }
  return found.sort((x, y) => x[0] - y[0]).map(([, iso]) => iso);
}
