import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateTotals } from '@tradebook/domain/documents/totals';
import { fromMinor } from '@tradebook/domain/money/money';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('create_quotation', () => {
  it('answers exactly what calculateTotals gives for the same lines, discount and rates', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const line = fc.record({
      quantityMilli: fc.integer({ min: 1, max: 5_000_000 }),
      unitPriceMinor: fc.integer({ min: 0, max: 5_000_000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        async (lines, percentMilli, rate1, rate2) => {
          const expected = calculateTotals({
            lines,
            discount: { type: 'percent', value: percentMilli },
            taxRates: [rate1, rate2],
          });
          const quotation = await createQuotation(
            t.app,
            auth,
            workedExample(client.id, {
              quotation_items: lines.map((l, i) => ({
                name: `Line ${i}`,
                quantity: l.quantityMilli / 1000,
                unit_price: fromMinor(l.unitPriceMinor),
              })),
              discount_value: percentMilli / 1000,
              vat_percent: rate1 / 1000,
              tax1_percent: rate2 / 1000,
            }),
          );
          expect(quotation.quotation_items.map((item) => item.total)).toEqual(
            expected.lineTotalsMinor.map(fromMinor),
          );
          expect(quotation).toMatchObject({
            items_total: fromMinor(expected.itemsTotalMinor),
            total_discount_amount: fromMinor(expected.discountMinor),
            sub_total: fromMinor(expected.subtotalMinor),
            vat_amount: fromMinor(expected.tax1Minor),
            tax1_amount: fromMinor(expected.tax2Minor),
            total_amount_gross: fromMinor(expected.grandTotalMinor),
          });
        },
      ),
      { numRuns: 25 },
    );
  });
});
