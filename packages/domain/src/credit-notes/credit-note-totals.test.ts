import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateTotals, lineTotalMinor } from '../documents/totals';
import {
  applyCreditNote,
  creditLinesFor,
  creditNoteTotals,
  NOTHING_CREDITED,
  type CreditableLine,
  type CreditedInvoice,
  type CreditedSoFar,
} from './credit-note-totals';

/** The worked example: 3 x 19.99 and 1 x 12.00, 10% off, taxes of 20% and 7.5%: 82.58. */
const exampleLines: CreditableLine[] = [
  {
    id: 1,
    name: 'Copper pipe',
    quantityMilli: 3000,
    unitPriceMinor: 1999,
    lineTotalMinor: 5997,
    creditedMinor: 0,
  },
  {
    id: 2,
    name: 'Call-out',
    quantityMilli: 1000,
    unitPriceMinor: 1200,
    lineTotalMinor: 1200,
    creditedMinor: 0,
  },
];
const example: CreditedInvoice = {
  itemsTotalMinor: 7197,
  discountMinor: 720,
  discountPercentMilli: 10_000,
  taxRates: [20_000, 7_500],
};

const add = (sum: CreditedSoFar, totals: CreditedSoFar): CreditedSoFar => ({
  itemsTotalMinor: sum.itemsTotalMinor + totals.itemsTotalMinor,
  discountMinor: sum.discountMinor + totals.discountMinor,
  subtotalMinor: sum.subtotalMinor + totals.subtotalMinor,
  tax1Minor: sum.tax1Minor + totals.tax1Minor,
  tax2Minor: sum.tax2Minor + totals.tax2Minor,
});

describe('the lines of a credit note', () => {
  it('credits everything left when no line is chosen', () => {
    expect(creditLinesFor(exampleLines, null)).toEqual([
      { lineId: 1, quantityMilli: 3000, unitPriceMinor: 1999, lineTotalMinor: 5997 },
      { lineId: 2, quantityMilli: 1000, unitPriceMinor: 1200, lineTotalMinor: 1200 },
    ]);
  });

  it('takes a chosen quantity or price, and one unit of what is left of a line already part credited', () => {
    expect(creditLinesFor(exampleLines, [{ lineId: 1, quantityMilli: 1000 }])).toEqual([
      { lineId: 1, quantityMilli: 1000, unitPriceMinor: 1999, lineTotalMinor: 1999 },
    ]);
    const partCredited = exampleLines.map((line) =>
      line.id === 1 ? { ...line, creditedMinor: 1999 } : line,
    );
    expect(creditLinesFor(partCredited, [{ lineId: 1 }])).toEqual([
      { lineId: 1, quantityMilli: 1000, unitPriceMinor: 3998, lineTotalMinor: 3998 },
    ]);
  });

  it("refuses more than is left of a line as a conflict, and lines that are not the invoice's as bad input", () => {
    expect(creditLinesFor(exampleLines, [{ lineId: 2, quantityMilli: 2000 }])).toEqual({
      problem: 'Only 12.00 is left to credit on "Call-out".',
      conflict: true,
    });
    expect(creditLinesFor(exampleLines, [{ lineId: 9 }])).toMatchObject({ conflict: false });
    expect(creditLinesFor(exampleLines, [{ lineId: 1 }, { lineId: 1 }])).toMatchObject({ conflict: false });
    expect(creditLinesFor(exampleLines, [])).toMatchObject({ conflict: false });
    expect(creditLinesFor(exampleLines, [{ lineId: 1, unitPriceMinor: 0 }])).toMatchObject({
      conflict: false,
    });
    const allCredited = exampleLines.map((line) => ({ ...line, creditedMinor: line.lineTotalMinor }));
    expect(creditLinesFor(allCredited, null)).toEqual({
      problem: 'Nothing is left to credit on this invoice.',
      conflict: true,
    });
  });
});

describe('the totals of a credit note', () => {
  it('gives the invoice its own totals when every line is credited at once', () => {
    const totals = creditNoteTotals(example, NOTHING_CREDITED, exampleLines);
    expect(totals).toMatchObject({
      itemsTotalMinor: 7197,
      discountMinor: 720,
      subtotalMinor: 6477,
      tax1Minor: 1295,
      tax2Minor: 486,
      grandTotalMinor: 8258,
    });
  });

  it('adds up to the invoice exactly, not a cent more, when two credit notes round the same way', () => {
    // 0.05 + 0.05 with 10% tax: 0.11 in all, where each half alone would round to 0.06.
    const invoice: CreditedInvoice = {
      itemsTotalMinor: 10,
      discountMinor: 0,
      discountPercentMilli: 0,
      taxRates: [10_000, 0],
    };
    const first = creditNoteTotals(invoice, NOTHING_CREDITED, [{ quantityMilli: 1000, unitPriceMinor: 5 }]);
    expect(first.grandTotalMinor).toBe(6);
    const second = creditNoteTotals(invoice, first, [{ quantityMilli: 1000, unitPriceMinor: 5 }]);
    expect(second.grandTotalMinor).toBe(5);
  });

  const invoiceLine = fc.record({
    quantityMilli: fc.integer({ min: 1, max: 5_000_000 }),
    unitPriceMinor: fc.integer({ min: 1, max: 10_000_000 }),
  });
  const discount = fc.oneof(
    fc.record({ type: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 100_000 }) }),
    fc.record({ type: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 100_000_000 }) }),
  );
  const rate = fc.integer({ min: 0, max: 100_000 });

  it('credits any invoice in any pieces: each piece is whole cents, never below 0, and the pieces add up to the invoice', () => {
    fc.assert(
      fc.property(
        fc.array(invoiceLine, { minLength: 1, maxLength: 6 }),
        discount,
        rate,
        rate,
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 }),
        (lines, d, r1, r2, shares) => {
          const invoiceTotals = calculateTotals({ lines, discount: d, taxRates: [r1, r2] });
          const invoice: CreditedInvoice = {
            itemsTotalMinor: invoiceTotals.itemsTotalMinor,
            discountMinor: invoiceTotals.discountMinor,
            discountPercentMilli: d.type === 'percent' ? d.value : null,
            taxRates: [r1, r2],
          };
          // Each line is credited in pieces (by amount) across several credit notes.
          const totalsOf = invoiceTotals.lineTotalsMinor;
          const shareSum = shares.reduce((a, b) => a + b, 0);
          let sofar = NOTHING_CREDITED;
          let grand = 0;
          let given = totalsOf.map(() => 0);
          shares.forEach((share, index) => {
            const last = index === shares.length - 1;
            const pieces = totalsOf.map((total, line) =>
              last ? total - (given[line] ?? 0) : Math.floor((total * share) / shareSum),
            );
            given = given.map((done, line) => done + (pieces[line] ?? 0));
            const creditLines = pieces
              .filter((piece) => piece > 0)
              .map((piece) => ({ quantityMilli: 1000, unitPriceMinor: piece }));
            const totals = creditNoteTotals(invoice, sofar, creditLines);
            for (const figure of [
              totals.discountMinor,
              totals.subtotalMinor,
              totals.tax1Minor,
              totals.tax2Minor,
            ]) {
              expect(Number.isInteger(figure)).toBe(true);
              expect(figure).toBeGreaterThanOrEqual(0);
            }
            sofar = add(sofar, totals);
            grand += totals.grandTotalMinor;
            expect(grand).toBeLessThanOrEqual(invoiceTotals.grandTotalMinor);
          });
          expect(sofar).toEqual({
            itemsTotalMinor: invoiceTotals.itemsTotalMinor,
            discountMinor: invoiceTotals.discountMinor,
            subtotalMinor: invoiceTotals.subtotalMinor,
            tax1Minor: invoiceTotals.tax1Minor,
            tax2Minor: invoiceTotals.tax2Minor,
          });
          expect(grand).toBe(invoiceTotals.grandTotalMinor);
        },
      ),
    );
  });

  it('gives a line its quantity times price, rounded once', () => {
    const totals = creditNoteTotals(example, NOTHING_CREDITED, [
      { quantityMilli: 1500, unitPriceMinor: 1999 },
    ]);
    expect(totals.lineTotalsMinor).toEqual([lineTotalMinor(1500, 1999)]);
  });
});

describe('a credit note applied to its invoice', () => {
  const invoice = { totalMinor: 10_000, paidMinor: 0, creditedMinor: 0, returnedMinor: 0 };

  it('lowers what is due on an unpaid invoice, with nothing to refund', () => {
    expect(applyCreditNote(invoice, 3_000, null)).toEqual({
      appliedMinor: 3_000,
      refundedMinor: 0,
      keptCreditMinor: 0,
      invoice: { ...invoice, creditedMinor: 3_000 },
    });
  });

  it('asks what becomes of a part already paid, then refunds it or keeps it as credit', () => {
    const partPaid = { ...invoice, paidMinor: 8_000 };
    expect(applyCreditNote(partPaid, 5_000, null)).toMatchObject({ conflict: false });
    expect(applyCreditNote(partPaid, 5_000, 'refunded')).toMatchObject({
      appliedMinor: 2_000,
      refundedMinor: 3_000,
      keptCreditMinor: 0,
      invoice: { creditedMinor: 5_000, returnedMinor: 3_000 },
    });
    expect(applyCreditNote(partPaid, 5_000, 'kept_as_credit')).toMatchObject({
      appliedMinor: 2_000,
      refundedMinor: 0,
      keptCreditMinor: 3_000,
    });
  });

  it('never credits more than the total less the earlier credit notes', () => {
    expect(applyCreditNote({ ...invoice, creditedMinor: 9_000 }, 1_001, null)).toEqual({
      problem: 'A credit note cannot be more than what is left to credit on the invoice (10.00).',
      conflict: true,
    });
    expect(applyCreditNote({ ...invoice, creditedMinor: 10_000 }, 1, null)).toMatchObject({ conflict: true });
  });
});
