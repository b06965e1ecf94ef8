// When a recurring invoice's runs fall (docs/decisions/0312-recurring-invoices.md). Occurrence n is counted
// from the first date, never from the run before: a monthly schedule from 31 January runs on 28 (or 29)
// February, 31 March, 30 April, 31 May..., the month's last day whenever the day is past it, and never
// drifts to the 28th for good. A yearly schedule from 29 February runs on 28 February in other years.
import { addDays } from '../documents/dates';

export const FREQUENCIES = ['weekly', 'every_2_weeks', 'monthly', 'every_3_months', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  weekly: 'Weekly',
  every_2_weeks: 'Every 2 weeks',
  monthly: 'Monthly',
  every_3_months: 'Every 3 months',
  yearly: 'Yearly',
};

const MONTHS_APART: Partial<Record<Frequency, number>> = { monthly: 1, every_3_months: 3, yearly: 12 };
const DAYS_APART: Partial<Record<Frequency, number>> = { weekly: 7, every_2_weeks: 14 };

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** '2027-01-31' + 1 month -> '2027-02-28': the same day, or the month's last day when it has fewer. */
export function addMonthsKeepingDay(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = month - 1 + months;
  const targetYear = year + Math.floor(index / 12);
  const targetMonth = ((index % 12) + 12) % 12;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth + 1).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
}

/** The date of occurrence `n` (0 is the first date itself). */
export function occurrenceDate(start: string, frequency: Frequency, n: number): string {
  const days = DAYS_APART[frequency];
  if (days !== undefined) return addDays(start, days * n);
  return addMonthsKeepingDay(start, (MONTHS_APART[frequency] ?? 1) * n);
}

/** The first occurrence on or after `date`: where a resumed schedule goes on (the runs it missed while
 * paused are not made). */
export function firstOccurrenceFrom(
  start: string,
  frequency: Frequency,
  date: string,
): { occurrence: number; date: string } {
  let n = 0;
  // Estimate, then step: at most a few steps whatever the distance.
  const daysBetween = Math.max(0, (Date.parse(date) - Date.parse(start)) / 86_400_000);
  const periodDays = (DAYS_APART[frequency] ?? (MONTHS_APART[frequency] ?? 1) * 31) as number;
  n = Math.max(0, Math.floor(daysBetween / periodDays) - 1);
  while (occurrenceDate(start, frequency, n) < date) n += 1;
  return { occurrence: n, date: occurrenceDate(start, frequency, n) };
}

export interface ScheduleEnd {
  endType: 'never' | 'after' | 'on';
  endAfterCount: number | null;
  endDate: string | null;
}

/** Whether occurrence `date`, after `made` invoices, is still within the schedule's end. */
export function withinEnd(end: ScheduleEnd, made: number, date: string): boolean {
  if (end.endType === 'after') return made < (end.endAfterCount ?? 0);
  if (end.endType === 'on') return end.endDate !== null && date <= end.endDate;
  return true;
}
