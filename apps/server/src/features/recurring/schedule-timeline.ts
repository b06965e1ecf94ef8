// Where a schedule stands after a run, an edit or a resume: its next occurrence and date, and whether it
// has ended (docs/decisions/0312-recurring-invoices.md). Pure: the dates are the domain's.
import {
  firstOccurrenceFrom,
  occurrenceDate,
  withinEnd,
  type Frequency,
} from '@tradebook/domain/recurring/recurring-dates';
import type { ScheduleRow } from './recurring.repository';

export interface SchedulePosition {
  occurrence: number;
  runDate: string | null;
  status: string;
}

type Timeline = Pick<
  ScheduleRow,
  'frequency' | 'start_date' | 'occurrence_offset' | 'end_type' | 'end_after_count' | 'end_date'
>;

const endOf = (row: Timeline) => ({
  endType: row.end_type as 'never' | 'after' | 'on',
  endAfterCount: row.end_after_count,
  endDate: row.end_date,
});

export function dateOfOccurrence(row: Timeline, occurrence: number): string {
  return occurrenceDate(row.start_date, row.frequency as Frequency, occurrence - row.occurrence_offset);
}

/** Occurrence `occurrence` with `made` invoices made, in status `status`: ended when past the end. */
export function positionAt(
  row: Timeline,
  occurrence: number,
  made: number,
  status: string,
): SchedulePosition {
  const runDate = dateOfOccurrence(row, occurrence);
  if (!withinEnd(endOf(row), made, runDate)) return { occurrence, runDate: null, status: 'ended' };
  return { occurrence, runDate, status };
}

/** The first occurrence on or after `today` and not before `occurrence` (resuming skips what was missed
 * while paused). */
export function positionFrom(
  row: Timeline,
  occurrence: number,
  made: number,
  today: string,
): SchedulePosition {
  const relative = firstOccurrenceFrom(row.start_date, row.frequency as Frequency, today).occurrence;
  return positionAt(row, Math.max(occurrence, row.occurrence_offset + relative), made, 'active');
}
