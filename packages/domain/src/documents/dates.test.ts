import { describe, expect, it } from 'vitest';
import { addDays, calendarDateOf, formatCalendarDate, parseCalendarDate } from './dates';

describe('document dates', () => {
  it('reads YYYY-MM-DD, with or without a time after it, and refuses dates that do not exist', () => {
    expect(parseCalendarDate('2026-11-21')).toBe('2026-11-21');
    expect(parseCalendarDate(' 2026-11-21 10:30:00 ')).toBe('2026-11-21');
    expect(parseCalendarDate('2026-11-21T10:30:00.000Z')).toBe('2026-11-21');
    expect(parseCalendarDate('2028-02-29')).toBe('2028-02-29');
    expect(parseCalendarDate('9998-12-31')).toBe('9998-12-31');
    // A year later, the due date (up to 31 days on) would no longer be four digits.
    for (const bad of ['2026-02-30', '2026-13-01', '21/11/2026', '2026-1-1', '', 'today', '9999-12-31']) {
      expect(parseCalendarDate(bad), bad).toBeUndefined();
    }
  });

  it('adds the validity term in days across months and years', () => {
    expect(addDays('2026-11-21', 28)).toBe('2026-12-19');
    expect(addDays('2026-12-20', 31)).toBe('2027-01-20');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 0)).toBe('2026-03-28');
  });

  it('formats dates the same way for every reader and takes today in UTC', () => {
    expect(formatCalendarDate('2026-01-05')).toBe('5 Jan 2026');
    expect(calendarDateOf(new Date('2026-11-21T23:59:59Z'))).toBe('2026-11-21');
  });
});
