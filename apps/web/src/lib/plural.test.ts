import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it("says '1 Day' and '0 Days', '14 Days'", () => {
    expect(plural(1, 'Day')).toBe('1 Day');
    expect(plural(0, 'Day')).toBe('0 Days');
    expect(plural(14, 'Day')).toBe('14 Days');
  });
});
