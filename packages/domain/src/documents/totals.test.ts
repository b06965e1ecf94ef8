import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateTotals, creditMinor, lineTotalMinor, remainingDueMinor } from './totals';

describe('calculateTotals worked examples', () => {
  it('prices 3 x 19.99 and 1 x 12.00 with 10% off and taxes of 20% and 7.5%', () => {
    const totals = calculateTotals({
      lines: [
        { quantityMilli: 3000, unitPriceMinor: 1999 },
        { quantityMilli: 1000, unitPriceMinor: 1200 },
      ],
      discount: { type: 'percent', value: 10_000 },
      taxRates: [20_000, 7_500],
    });
    expect(totals).toEqual({
      lineTotalsMinor: [5997, 1200],
      itemsTotalMinor: 7197,
      discountMinor: 720,
      subtotalMinor: 6477,
      tax1Minor: 1295,
      tax2Minor: 486,
      grandTotalMinor: 8258,
    });
  });

  it('rounds each line once: 1.5 hours at 33.33 is 50.00 (49.995 rounds up)', () => {
    expect(lineTotalMinor(1500, 3333)).toBe(5000);
  });

  it('caps an amount discount at the items total', () => {
    const totals = calculateTotals({
      lines: [{ quantityMilli: 1000, unitPriceMinor: 500 }],
      discount: { type: 'amount', value: 10_000 },
      taxRates: [20_000, 0],
    });
    expect(totals.discountMinor).toBe(500);
    expect(totals.grandTotalMinor).toBe(0);
  });

  it('keeps an overpayment as credit and leaves nothing due', () => {
    expect(remainingDueMinor(1000, 1200, 0)).toBe(0);
    expect(creditMinor(1000, 1200, 0, 0)).toBe(200);
    expect(remainingDueMinor(1000, 400, 0)).toBe(600);
  });

  it('lowers what is due by what credit notes credited, and never below 0', () => {
    expect(remainingDueMinor(1000, 400, 250)).toBe(350);
    expect(remainingDueMinor(1000, 0, 1000)).toBe(0);
    expect(remainingDueMinor(1000, 900, 300)).toBe(0);
    // Paid in full, then 300 credited and refunded: nothing due, and no credit left on the invoice.
    expect(creditMinor(1000, 1000, 300, 300)).toBe(0);
    // Overpaid by 200, then 300 credited and kept as the client's credit: the 200 is still shown.
    expect(creditMinor(1000, 1200, 300, 300)).toBe(200);
  });
});

const line = fc.record({
  quantityMilli: fc.integer({ min: 1, max: 10_000_000 }),
  unitPriceMinor: fc.integer({ min: 0, max: 100_000_000 }),
});
const discount = fc.oneof(
  fc.record({ type: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 100_000 }) }),
  fc.record({ type: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 1_000_000_000 }) }),
);
const rate = fc.integer({ min: 0, max: 100_000 });

describe('calculateTotals properties', () => {
  it('grand total is subtotal plus taxes and every amount is whole cents', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), discount, rate, rate, (lines, d, r1, r2) => {
        const t = calculateTotals({ lines, discount: d, taxRates: [r1, r2] });
        expect(t.grandTotalMinor).toBe(t.subtotalMinor + t.tax1Minor + t.tax2Minor);
        expect(t.subtotalMinor).toBe(t.itemsTotalMinor - t.discountMinor);
        for (const amount of [...t.lineTotalsMinor, t.discountMinor, t.tax1Minor, t.tax2Minor])
          expect(Number.isSafeInteger(amount)).toBe(true);
      }),
    );
  });

  it('a 100% discount leaves nothing to pay', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), rate, rate, (lines, r1, r2) => {
        const t = calculateTotals({
          lines,
          discount: { type: 'percent', value: 100_000 },
          taxRates: [r1, r2],
        });
        expect(t.grandTotalMinor).toBe(0);
      }),
    );
  });

  it('an amount discount never exceeds the items total', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 10 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        (lines, v) => {
          const t = calculateTotals({ lines, discount: { type: 'amount', value: v }, taxRates: [0, 0] });
          expect(t.discountMinor).toBeLessThanOrEqual(t.itemsTotalMinor);
          expect(t.subtotalMinor).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('calculateTotals, more properties', () => {
  it('the items total is the sum of the line totals, each rounded once', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), discount, rate, rate, (lines, d, r1, r2) => {
        const t = calculateTotals({ lines, discount: d, taxRates: [r1, r2] });
        expect(t.lineTotalsMinor).toEqual(
          lines.map((l) => lineTotalMinor(l.quantityMilli, l.unitPriceMinor)),
        );
        expect(t.itemsTotalMinor).toBe(t.lineTotalsMinor.reduce((sum, total) => sum + total, 0));
      }),
    );
  });

  it('each tax is on the subtotal alone, never on the other tax, and never negative', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 10 }),
        discount,
        rate,
        rate,
        rate,
        (lines, d, r1, r2, other) => {
          const t = calculateTotals({ lines, discount: d, taxRates: [r1, r2] });
          const changed = calculateTotals({ lines, discount: d, taxRates: [r1, other] });
          expect(changed.tax1Minor).toBe(t.tax1Minor);
          expect(t.tax1Minor).toBeGreaterThanOrEqual(0);
          expect(t.tax2Minor).toBeGreaterThanOrEqual(0);
          expect(t.tax1Minor).toBeLessThanOrEqual(t.subtotalMinor);
        },
      ),
    );
  });

  it('a percent discount is the items total times the percent, rounded half away from zero', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 10 }),
        fc.integer({ min: 0, max: 100_000 }),
        (lines, percentMilli) => {
          const t = calculateTotals({
            lines,
            discount: { type: 'percent', value: percentMilli },
            taxRates: [0, 0],
          });
          const exact = (t.itemsTotalMinor * percentMilli) / 100_000;
          expect(Math.abs(t.discountMinor - exact)).toBeLessThanOrEqual(0.5);
          expect(t.discountMinor).toBeLessThanOrEqual(t.itemsTotalMinor);
        },
      ),
    );
  });

  it('gives the same figures for the same input, every time', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), discount, rate, rate, (lines, d, r1, r2) => {
        const input = { lines, discount: d, taxRates: [r1, r2] as const };
        expect(calculateTotals(input)).toEqual(
          calculateTotals(JSON.parse(JSON.stringify(input)) as typeof input),
        );
      }),
    );
  });
});
