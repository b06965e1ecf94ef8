import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DOCUMENT_MESSAGES, documentLinesField, documentTotals, readDiscount } from './document.schemas';
import { lineTypeField } from './line-fields';

describe('document building blocks', () => {
  it('checks a discount against its type and the items total', () => {
    expect(readDiscount('percent', undefined, 1000)).toEqual({ type: 'percent', value: 0 });
    expect(readDiscount('percent', '7.125', 1000)).toEqual({ type: 'percent', value: 7125 });
    expect(readDiscount('percent', '100', 1000)).toEqual({ type: 'percent', value: 100_000 });
    expect(readDiscount('percent', '100.001', 1000)).toEqual({
      problem: DOCUMENT_MESSAGES.discountPercentRange,
    });
    expect(readDiscount('percent', 'ten', 1000)).toEqual({ problem: DOCUMENT_MESSAGES.discountFormat });
    expect(readDiscount('amount', '10.00', 1000)).toEqual({ type: 'amount', value: 1000 });
    expect(readDiscount('amount', '10.01', 1000)).toEqual({
      problem: DOCUMENT_MESSAGES.discountOverItemsTotal,
    });
    expect(readDiscount('amount', '1.005', 1000)).toEqual({
      problem: DOCUMENT_MESSAGES.discountAmountFormat,
    });
    expect(readDiscount('amount', '-1', 1000)).toEqual({ problem: DOCUMENT_MESSAGES.discountAmountNegative });
  });

  it('answers parts or service for a line, whichever spelling was sent', () => {
    const type = z.object({ type: lineTypeField });
    expect(type.parse({ type: 'services' }).type).toBe('service');
    expect(type.parse({ type: 'Part' }).type).toBe('parts');
    expect(type.parse({}).type).toBeUndefined();
    expect(type.safeParse({ type: 'labour' }).success).toBe(false);
  });

  it('reads the lines from an array or from JSON text, and none from nothing', () => {
    const lines = z.object({ items: documentLinesField });
    expect(lines.parse({}).items ?? []).toEqual([]);
    expect(
      lines.parse({ items: '[{"name":"A","quantity":2,"unit_price":"1.50"}]' }).items?.[0],
    ).toMatchObject({
      quantityMilli: 2000,
      unitPriceMinor: 150,
      type: 'parts',
    });
    expect(lines.safeParse({ items: '{not json' }).error?.issues[0]?.message).toBe(
      DOCUMENT_MESSAGES.itemsInvalid,
    );
  });

  it('refuses a document whose total no longer fits exactly', () => {
    const huge = Array.from({ length: 200 }, () => ({
      quantityMilli: 1_000_000_000,
      unitPriceMinor: 999_999_999,
    }));
    expect(documentTotals(huge, { type: 'percent', value: 0 }, [0, 0])).toEqual({
      problem: DOCUMENT_MESSAGES.totalTooLarge,
    });
  });
});
