import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LINE_MESSAGES, quantityField, unitPriceField } from './line-fields';

const Line = z.object({ quantity: quantityField, unit_price: unitPriceField });

function messagesOf(body: unknown): string[] {
  const result = Line.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('a line’s quantity and unit price', () => {
  it('take their defaults (1 and 0) only when left out; a null unit price is left out too', () => {
    expect(Line.parse({})).toEqual({ quantity: 1000, unit_price: 0 });
    expect(Line.parse({ unit_price: null })).toEqual({ quantity: 1000, unit_price: 0 });
  });

  it('refuse a null quantity like an empty one, never saving 1 (issue 23)', () => {
    expect(messagesOf({ quantity: null })).toEqual([LINE_MESSAGES.quantityFormat]);
  });

  it('refuse empty or blank text with the field’s message rather than saving a default (issue 13)', () => {
    expect(messagesOf({ quantity: '' })).toEqual([LINE_MESSAGES.quantityFormat]);
    expect(messagesOf({ quantity: '   ' })).toEqual([LINE_MESSAGES.quantityFormat]);
    expect(messagesOf({ unit_price: '' })).toEqual([LINE_MESSAGES.unitPriceFormat]);
    expect(messagesOf({ quantity: 'two', unit_price: '1,50' })).toEqual([
      LINE_MESSAGES.quantityFormat,
      LINE_MESSAGES.unitPriceFormat,
    ]);
  });

  it('read numbers sent as text or as numbers alike', () => {
    expect(Line.parse({ quantity: ' 2.5 ', unit_price: '10.05' })).toEqual({
      quantity: 2500,
      unit_price: 1005,
    });
    expect(Line.parse({ quantity: 3, unit_price: 0 })).toEqual({ quantity: 3000, unit_price: 0 });
  });
});
