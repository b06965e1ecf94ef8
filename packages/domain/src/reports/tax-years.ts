// The tax year that holds a date and its four quarters (docs/decisions/0375-income-tax-figures.md): it
// starts on the settings' 'MM-DD' (6 April in the UK, 1 January elsewhere) and its quarters are three
// calendar months from that day (6 April to 5 July, ...), as HMRC's quarterly updates count them.
import { addDays } from '../documents/dates';

export interface DateRange {
  from: string;
  to: string;
}

export interface TaxYear extends DateRange {
  /** The calendar year the tax year starts in. */
  year: number;
  quarters: DateRange[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of `start` ('MM-DD') moved on by `months` from the year `year`. */
function monthsOn(year: number, start: string, months: number): string {
  const index = year * 12 + Number(start.slice(0, 2)) - 1 + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-${start.slice(3, 5)}`;
}

/** The tax year that starts in `year` on `start` ('MM-DD', never 02-29). */
export function taxYearStarting(year: number, start: string): TaxYear {
  const quarters = [0, 1, 2, 3].map((q) => ({
    from: monthsOn(year, start, q * 3),
    to: addDays(monthsOn(year, start, q * 3 + 3), -1),
  }));
  return { year, from: quarters[0]!.from, to: quarters[3]!.to, quarters };
}

/** The tax year of `start` that holds `date` ('YYYY-MM-DD'). */
export function taxYearOf(start: string, date: string): TaxYear {
  const year = Number(date.slice(0, 4));
  return date.slice(5) >= start ? taxYearStarting(year, start) : taxYearStarting(year - 1, start);
}
