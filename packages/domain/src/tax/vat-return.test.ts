// The VAT return's arithmetic (docs/decisions/0365-vat-return.md): worked examples with the figures
// worked by hand, the cash basis's payment shares, the flat-rate scheme, HMRC's body, and a property
// test that the boxes are the sums of their documents and always reconcile.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatPeriodOf } from './vat-periods';
import { hmrcVatReturn, mergeByRate, vatBoxesOf, vatShareOfPayment, type RateFigures } from './vat-return';

const line = (rateMilli: number, netMinor: number, vatMinor: number): RateFigures => ({
  rateMilli,
  netMinor,
  vatMinor,
  grossMinor: netMinor + vatMinor,
});
const NO_FLAT = { flatRate: false, flatRateMilli: 0 };

describe('the VAT return', () => {
  // A quarter: invoices of 1,000.00 at 20 % (VAT 200.00), 400.00 at 5 % (20.00) and 300.00 at 0 %; a
  // credit note of 100.00 at 20 % (20.00); expenses 60.00 with 10.00 reclaimable VAT, 48.00 with 8.00 not
  // reclaimable, 30.00 without VAT.
  const sales = mergeByRate([
    line(20000, 100000, 20000),
    line(5000, 40000, 2000),
    line(0, 30000, 0),
    line(20000, -10000, -2000),
  ]);
  const purchases = mergeByRate([line(20000, 5000, 1000), line(20000, 4000, 0), line(0, 3000, 0)]);

  it('invoice basis: box 1 200.00, box 4 10.00, box 5 190.00, box 6 1,600, box 7 120', () => {
    expect(sales).toEqual([line(20000, 90000, 18000), line(5000, 40000, 2000), line(0, 30000, 0)]);
    expect(vatBoxesOf({ sales, purchases }, NO_FLAT)).toEqual({
      vatDueSales: 20000,
      vatDueAcquisitions: 0,
      totalVatDue: 20000,
      vatReclaimedCurrPeriod: 1000,
      netVatDue: 19000,
      totalValueSalesExVAT: 160000,
      totalValuePurchasesExVAT: 12000,
      totalValueGoodsSuppliedExVAT: 0,
      totalAcquisitionsExVAT: 0,
    });
  });

  it('flat rate 16.5 % of the gross turnover 1,800.00 is 297.00; nothing reclaimed', () => {
    const boxes = vatBoxesOf({ sales, purchases }, { flatRate: true, flatRateMilli: 16500 });
    expect(boxes).toMatchObject({
      vatDueSales: 29700,
      vatReclaimedCurrPeriod: 0,
      netVatDue: 29700,
      totalValueSalesExVAT: 180000,
      totalValuePurchasesExVAT: 12000,
    });
  });

  it('cash basis: a part payment carries its share of the VAT, and the shares add up to the VAT', () => {
    // 600.00 of an invoice of 1,200.00 with VAT 200.00 carries 100.00.
    expect(vatShareOfPayment({ vatMinor: 20000, totalMinor: 120000 }, 0, 60000)).toBe(10000);
    // Three payments of 100.00 on 300.00 with VAT 50.00: 16.67, 16.66, 16.67 = 50.00.
    const invoice = { vatMinor: 5000, totalMinor: 30000 };
    const shares = [0, 10000, 20000].map((before) => vatShareOfPayment(invoice, before, 10000));
    expect(shares).toEqual([1667, 1666, 1667]);
  });

  it('HMRC body: pounds and pence for boxes 1 to 5, whole pounds for 6 to 9, netVatDue never negative', () => {
    const refund = vatBoxesOf(
      { sales: [line(20000, 10050, 2010)], purchases: [line(20000, 50099, 10020)] },
      NO_FLAT,
    );
    expect(refund.netVatDue).toBe(-8010);
    expect(hmrcVatReturn(refund, '26Q3', true)).toEqual({
      periodKey: '26Q3',
      vatDueSales: 20.1,
      vatDueAcquisitions: 0,
      totalVatDue: 20.1,
      vatReclaimedCurrPeriod: 100.2,
      netVatDue: 80.1,
      totalValueSalesExVAT: 100,
      totalValuePurchasesExVAT: 500,
      totalValueGoodsSuppliedExVAT: 0,
      totalAcquisitionsExVAT: 0,
      finalised: true,
    });
  });

  it('property: the boxes are the sums of their documents and always reconcile', () => {
    const doc = fc.record({
      rateMilli: fc.constantFrom(20000, 5000, 0, 7500),
      netMinor: fc.integer({ min: -10_000_000, max: 10_000_000 }),
      vatMinor: fc.integer({ min: -2_000_000, max: 2_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 30 }), fc.array(doc, { maxLength: 30 }), (sold, bought) => {
        const asLine = (d: { rateMilli: number; netMinor: number; vatMinor: number }) =>
          line(d.rateMilli, d.netMinor, d.vatMinor);
        const boxes = vatBoxesOf(
          { sales: mergeByRate(sold.map(asLine)), purchases: mergeByRate(bought.map(asLine)) },
          NO_FLAT,
        );
        const total = (list: typeof sold, field: 'netMinor' | 'vatMinor') =>
          list.reduce((sum, d) => sum + d[field], 0);
        expect(boxes.vatDueSales).toBe(total(sold, 'vatMinor'));
        expect(boxes.totalValueSalesExVAT).toBe(total(sold, 'netMinor'));
        expect(boxes.vatReclaimedCurrPeriod).toBe(total(bought, 'vatMinor'));
        expect(boxes.totalValuePurchasesExVAT).toBe(total(bought, 'netMinor'));
        expect(boxes.totalVatDue).toBe(boxes.vatDueSales + boxes.vatDueAcquisitions);
        expect(boxes.totalVatDue - boxes.vatReclaimedCurrPeriod).toBe(boxes.netVatDue);
        const body = hmrcVatReturn(boxes, 'K', false);
        expect(body.netVatDue).toBeGreaterThanOrEqual(0);
        expect(Math.round(body.totalVatDue * 100) - Math.round(body.vatReclaimedCurrPeriod * 100)).toBe(
          boxes.netVatDue,
        );
      }),
    );
  });

  it('property: the cash shares of a fully paid invoice add up to its VAT, whatever the parts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        (vatMinor, parts) => {
          const totalMinor = parts.reduce((a, b) => a + b, 0);
          const vat = Math.min(vatMinor, totalMinor);
          let before = 0;
          let shares = 0;
          for (const part of parts) {
            shares += vatShareOfPayment({ vatMinor: vat, totalMinor }, before, part);
            before += part;
          }
          expect(shares).toBe(vat);
        },
      ),
    );
  });
});

describe('VAT periods', () => {
  const quarterly = { vatPeriod: 'quarterly' as const, periodEndMonth: 3 };
  it('finds the quarter, the month or the year that holds a date', () => {
    expect(vatPeriodOf(quarterly, '2027-02-14')).toEqual({
      from: '2027-01-01',
      to: '2027-03-31',
      key: '27Q3',
    });
    expect(vatPeriodOf({ vatPeriod: 'quarterly', periodEndMonth: 5 }, '2027-01-10')).toEqual({
      from: '2026-12-01',
      to: '2027-02-28',
      key: '27Q2',
    });
    expect(vatPeriodOf({ vatPeriod: 'monthly', periodEndMonth: 3 }, '2028-02-10').to).toBe('2028-02-29');
    expect(vatPeriodOf({ vatPeriod: 'yearly', periodEndMonth: 3 }, '2027-04-01')).toEqual({
      from: '2027-04-01',
      to: '2028-03-31',
      key: '28Y3',
    });
  });
});
