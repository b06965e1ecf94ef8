import { describe, expect, it } from 'vitest';
import { daysBetween, extendedUntil, grantableExtraDays, referralRewardDays } from './plan-rules';

describe('plan rules', () => {
  it('counts calendar days, never below 0', () => {
    expect(daysBetween('2026-11-25', '2026-12-25')).toBe(30);
    expect(daysBetween('2026-11-25', '2026-11-25')).toBe(0);
    expect(daysBetween('2026-11-25', '2026-11-01')).toBe(0);
    // Across a change of clocks (Europe's last Sunday of March) a day is still a day.
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
  });

  it('extends from the last day while it is ahead, from today once it has passed', () => {
    expect(extendedUntil('2026-12-10', '2026-11-25', 30)).toBe('2027-01-09');
    expect(extendedUntil('2026-10-01', '2026-11-25', 30)).toBe('2026-12-25');
    expect(extendedUntil(null, '2026-11-25', 365)).toBe('2027-11-25');
    expect(extendedUntil(null, '2028-02-28', 1)).toBe('2028-02-29');
  });

  it('rewards the 1st to 3rd referral with 15, 30 and 45 days, then nothing', () => {
    expect([1, 2, 3, 4, 0].map(referralRewardDays)).toEqual([15, 30, 45, 0, 0]);
  });

  it('never lets extra free days pass 180 in all', () => {
    expect(grantableExtraDays(0, 30)).toBe(30);
    expect(grantableExtraDays(170, 30)).toBe(10);
    expect(grantableExtraDays(180, 15)).toBe(0);
    expect(grantableExtraDays(200, 15)).toBe(0);
  });
});
