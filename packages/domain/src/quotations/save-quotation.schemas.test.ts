import { describe, expect, it } from 'vitest';
import { CreateQuotationSchema, UpdateQuotationSchema } from './save-quotation.schemas';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

const valid = {
  quotation_date: '2026-11-21',
  client_id: '7',
  validity_term: '28',
  currency_id: 826,
  quotation_items: [{ name: 'Labour', quantity: '1.5', unit_price: '40', type: 'services', total: 999 }],
  discount_type: 'percent',
  discount_value: '12.5',
  vat_percent: '20',
};

describe('CreateQuotationSchema', () => {
  it('gives the spec messages of a save, in the spec order', () => {
    expect(messages(CreateQuotationSchema.safeParse({}))).toEqual([
      'Quotation Date is required.',
      'Client ID is required.',
      'Validity Term is required.',
      'Currency ID is required.',
    ]);
  });

  it('turns form text into integers: thousandths, cents and thousandths of a percent', () => {
    const parsed = CreateQuotationSchema.parse(valid);
    expect(parsed).toMatchObject({
      date: '2026-11-21',
      clientId: 7,
      validityTerm: 28,
      currencyId: 826,
      discount: { type: 'percent', value: 12_500 },
      tax1PercentMilli: 20_000,
      tax2PercentMilli: undefined,
      tax1Name: undefined,
    });
    expect(parsed.lines).toEqual([
      {
        lineId: null,
        name: 'Labour',
        description: '',
        quantityMilli: 1500,
        unitPriceMinor: 4000,
        type: 'service',
        itemNo: '',
        categoryId: null,
        categoryType: '',
      },
    ]);
  });

  it('reads the discount from the spec object and limits an amount to the items total', () => {
    const lifted = CreateQuotationSchema.parse({
      ...valid,
      discount_type: undefined,
      discount_value: undefined,
      discount: { type: 'amount', discount: '60' },
    });
    expect(lifted.discount).toEqual({ type: 'amount', value: 6000 });
    expect(
      messages(
        CreateQuotationSchema.safeParse({ ...valid, discount_type: 'amount', discount_value: '60.01' }),
      ),
    ).toEqual(['Discount cannot be more than the items total.']);
  });

  it("treats the spec's 'N/A' note as no note and ignores the number, status and totals", () => {
    const parsed = CreateQuotationSchema.parse({
      ...valid,
      notes: 'N/A',
      quotation_number: 'X',
      quotation_status: 'approved',
      total_amount_gross: 1,
    });
    expect(parsed.notes).toBe('');
    expect(Object.keys(parsed)).not.toContain('quotation_number');
  });
});

describe('UpdateQuotationSchema', () => {
  it('needs the quotation id first', () => {
    expect(messages(UpdateQuotationSchema.safeParse(valid))).toEqual(['Quotation ID is required.']);
    expect(UpdateQuotationSchema.parse({ ...valid, quotation_id: '3' }).documentId).toBe(3);
  });
});
