import { describe, expect, it } from 'vitest';
import { lastMonths, nextMonthStart } from './dashboard.schemas';

describe('the dashboard months', () => {
  it('are the last twelve calendar months, oldest first, across a year end', () => {
    const months = lastMonths('2026-03-15');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04');
    expect(months.slice(-4)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03']);
    expect(lastMonths('2026-12-31').at(0)).toBe('2026-01');
  });

  it('end on the first day of the next month', () => {
    expect(nextMonthStart('2026-03')).toBe('2026-04-01');
    expect(nextMonthStart('2026-12')).toBe('2027-01-01');
  });
});
