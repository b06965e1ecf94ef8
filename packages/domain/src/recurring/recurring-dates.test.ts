import { describe, expect, it } from 'vitest';
import { addMonthsKeepingDay, firstOccurrenceFrom, occurrenceDate, withinEnd } from './recurring-dates';

describe('recurring dates', () => {
  it('keeps the 31st where a month has it and the last day where it does not, without drifting', () => {
    const runs = Array.from({ length: 7 }, (_, n) => occurrenceDate('2027-01-31', 'monthly', n));
    expect(runs).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
    ]);
    expect(occurrenceDate('2027-11-30', 'every_3_months', 1)).toBe('2028-02-29');
    expect(occurrenceDate('2028-02-29', 'yearly', 1)).toBe('2029-02-28');
    expect(occurrenceDate('2028-02-29', 'yearly', 4)).toBe('2032-02-29');
    expect(addMonthsKeepingDay('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('counts weeks and fortnights in days', () => {
    expect(occurrenceDate('2026-12-28', 'weekly', 1)).toBe('2027-01-04');
    expect(occurrenceDate('2026-12-28', 'every_2_weeks', 2)).toBe('2027-01-25');
  });

  it('finds the first run on or after a date', () => {
    expect(firstOccurrenceFrom('2027-01-31', 'monthly', '2027-03-01')).toEqual({
      occurrence: 2,
      date: '2027-03-31',
    });
    expect(firstOccurrenceFrom('2027-01-31', 'monthly', '2027-01-31')).toEqual({
      occurrence: 0,
      date: '2027-01-31',
    });
    expect(firstOccurrenceFrom('2020-01-01', 'weekly', '2027-01-02').date).toBe('2027-01-06');
  });

  it('ends after N invoices or after a date', () => {
    expect(withinEnd({ endType: 'after', endAfterCount: 3, endDate: null }, 2, '2030-01-01')).toBe(true);
    expect(withinEnd({ endType: 'after', endAfterCount: 3, endDate: null }, 3, '2030-01-01')).toBe(false);
    expect(withinEnd({ endType: 'on', endAfterCount: null, endDate: '2027-03-31' }, 9, '2027-03-31')).toBe(
      true,
    );
    expect(withinEnd({ endType: 'on', endAfterCount: null, endDate: '2027-03-31' }, 9, '2027-04-01')).toBe(
      false,
    );
    expect(withinEnd({ endType: 'never', endAfterCount: null, endDate: null }, 1000, '2099-01-01')).toBe(
      true,
    );
  });
});
