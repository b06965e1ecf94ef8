import { describe, expect, it } from 'vitest';
import { NO_DISCOUNT, draftTotals, type DocumentDraft, type DraftLine } from '../document-draft';
import { prepareDocumentSave } from '../document-save';
import { QUOTATION_CREATE, toQuotationRequest } from './quotation-save';

const line: DraftLine = {
  key: 'a',
  lineId: null,
  name: 'Labour',
  description: '',
  quantityMilli: 1500,
  unitPriceMinor: 4000,
  type: 'service',
  itemNo: 'ITEM-000003',
  categoryId: 4,
  categoryType: 'Work',
};

const complete: DocumentDraft = {
  number: 'QUO-000001',
  date: '2026-11-21',
  clientId: 7,
  term: '28',
  currencyId: 826,
  lines: [line],
  discount: NO_DISCOUNT,
  taxes: [
    { name: 'VAT', percent: 20 },
    { name: 'Tax-2', percent: 0 },
  ],
  notes: '',
};

const problemsOf = (draft: DocumentDraft) => {
  const totals = draftTotals(draft.lines, draft.discount, draft.taxes);
  return prepareDocumentSave(QUOTATION_CREATE, draft, totals).problems.map((problem) => problem.message);
};

describe('quotation save checks', () => {
  it('passes a complete quotation', () => {
    expect(problemsOf(complete)).toEqual([]);
  });

  it("reports every missing field with the spec's message, in the spec's order", () => {
    expect(
      problemsOf({
        ...complete,
        number: '',
        date: '',
        clientId: null,
        term: null,
        currencyId: null,
        lines: [],
      }),
    ).toEqual([
      'Quotation Date is required.',
      'Quotation Number is required.',
      'Client ID is required.',
      'Validity Term is required.',
      'Currency ID is required.',
      'Total Gross Amount is required.',
      'Total Net Amount is required.',
    ]);
  });

  it('accepts a validity term of 0 days', () => {
    expect(problemsOf({ ...complete, term: '0' })).toEqual([]);
  });

  it('refuses an amount discount larger than the items total', () => {
    expect(problemsOf({ ...complete, discount: { type: 'amount', value: '60.01' } })).toEqual([
      'Discount cannot be more than the items total.',
    ]);
  });

  it('sends the lines as exact text with the totals of calculateTotals', () => {
    const draft = { ...complete, discount: { type: 'percent' as const, value: '10' } };
    const request = toQuotationRequest(draft, draftTotals(draft.lines, draft.discount, draft.taxes));
    expect(request.quotation_items).toEqual([
      {
        name: 'Labour',
        description: '',
        quantity: '1.5',
        unit_price: '40.00',
        type: 'service',
        total: 60,
        item_no: 'ITEM-000003',
        category_id: 4,
        category_type: 'Work',
      },
    ]);
    expect(request).toMatchObject({
      discount_type: 'percent',
      discount_value: '10',
      total_discount_amount: 6,
      sub_total: 54,
      total_amount_net: 54,
      vat_amount: 10.8,
      total_amount_gross: 64.8,
      validity_term: 28,
    });
  });

  it('names a saved line by its id so the server keeps it', () => {
    const draft = { ...complete, lines: [{ ...line, lineId: 41 }] };
    const request = toQuotationRequest(draft, draftTotals(draft.lines, draft.discount, draft.taxes));
    expect(request.quotation_items[0]?.item_id).toBe(41);
  });
});
