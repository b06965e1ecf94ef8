// The lines every report file shares (docs/decisions/0376-reports.md): when it was made, the period it
// covers, and a request's fields checked as the report's own call checks them.
import { formatCalendarDate } from '@tradebook/domain/documents/dates';
import { AppError } from '../../app-error';
import type { ReportTable } from './report-table';

export type AnyTable = ReportTable<never>;

/** The request's fields checked as the report's own call checks them (422 with its messages). */
export function parsed<T>(
  schema: {
    safeParse: (input: unknown) => {
      success: boolean;
      data?: T;
      error?: { issues: Array<{ message: string }> };
    };
  },
  input: unknown,
): T {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new AppError('validation', result.error?.issues.map((issue) => issue.message) ?? []);
  return result.data as T;
}

export const made = (today: string) => `Made on ${formatCalendarDate(today)}.`;
export const periodLine = (from: string, to: string) =>
  `${formatCalendarDate(from)} to ${formatCalendarDate(to)}`;
