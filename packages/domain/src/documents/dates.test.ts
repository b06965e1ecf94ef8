import { describe, expect, it } from 'vitest';
import { addDays, calendarDateOf, formatCalendarDate, parseCalendarDate, readCalendarDate } from './dates';

describe('document dates', () => {
  it('reads YYYY-MM-DD, with or without a time after it, and refuses dates that do not exist', () => {
    expect(parseCalendarDate('2026-11-21')).toBe('2026-11-21');
    expect(parseCalendarDate(' 2026-11-21 10:30:00 ')).toBe('2026-11-21');
    expect(parseCalendarDate('2026-11-21T10:30:00.000Z')).toBe('2026-11-21');
    expect(parseCalendarDate('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2026-02-30', '2026-13-01', '21/11/2026', '2026-1-1', '', 'today']) {
      expect(parseCalendarDate(bad), bad).toBeUndefined();
    }
  });

  it("accepts only the years 1900 to 2100, and says so in the field's own words", () => {
    expect(parseCalendarDate('1900-01-01')).toBe('1900-01-01');
    expect(parseCalendarDate('2100-12-31')).toBe('2100-12-31');
    const invalid = 'Invoice date must be a valid date (YYYY-MM-DD).';
    for (const far of [
      '1899-12-31',
      '2101-01-01',
      '9999-12-31',
      '0000-01-01',
      '0099-05-05',
      '9999-12-31 23:59:59',
    ]) {
      expect(parseCalendarDate(far), far).toBeUndefined();
      expect(readCalendarDate(far, invalid)).toEqual({
        message: 'Invoice date must be between 1900-01-01 and 2100-12-31.',
      });
    }
    expect(readCalendarDate('2026-02-30', invalid)).toEqual({ message: invalid });
    expect(readCalendarDate('2101-01-01', 'Bad.')).toEqual({
      message: 'A date must be between 1900-01-01 and 2100-12-31.',
    });
    // The latest due date (a date plus 31 days) is still four digits and a real date.
    expect(addDays('2100-12-31', 31)).toBe('2101-01-31');
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
