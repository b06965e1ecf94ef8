import { describe, expect, it } from 'vitest';
import type { InvoiceStatus } from '@tradebook/domain/invoices/invoice-status';
import { draftTotals, NO_DISCOUNT, type DocumentDraft } from '../document-draft';
import { prepareDocumentSave } from '../document-save';
import { INVOICE_CREATE, invoiceUpdate, toInvoiceRequest } from './invoice-save';

const complete: DocumentDraft = {
  number: 'INV-000001',
  date: '2026-11-21',
  clientId: 7,
  term: '14',
  currencyId: 826,
  lines: [
    {
      key: 'a',
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
  ],
  discount: NO_DISCOUNT,
  taxes: [
    { name: 'VAT', percent: 20 },
    { name: 'Tax-2', percent: 0 },
  ],
  notes: '',
};

const problems = (draft: DocumentDraft, screen: 'add' | 'edit', status: InvoiceStatus) =>
  prepareDocumentSave(
    screen === 'add' ? INVOICE_CREATE : invoiceUpdate(1, status),
    draft,
    draftTotals(draft.lines, draft.discount, draft.taxes),
  ).problems.map((problem) => problem.message);

const empty: DocumentDraft = {
  ...complete,
  number: '',
  date: '',
  clientId: null,
  term: null,
  currencyId: null,
};

describe('invoice save checks', () => {
  it('passes a complete invoice', () => {
    expect(problems(complete, 'add', 'draft')).toEqual([]);
  });

  it("reports every missing field of a draft in the spec's order", () => {
    expect(problems(empty, 'add', 'draft')).toEqual([
      'Invoice number is required.',
      'Client is required.',
      'Validity term is required.',
      'Currency is required.',
      'Invoice date is required.',
    ]);
  });

  it("uses the edit screen's wording, and past a draft asks for the total too", () => {
    expect(problems({ ...empty, lines: [] }, 'edit', 'sent')).toEqual([
      'Invoice number is required.',
      'Client ID is required.',
      'Validity term is required.',
      'Currency ID is required.',
      'Invoice date is required.',
      'Total Gross Amount is required.',
    ]);
  });

  it('accepts terms of 0 days and refuses a discount above the items total', () => {
    expect(problems({ ...complete, term: '0' }, 'add', 'draft')).toEqual([]);
    expect(problems({ ...complete, discount: { type: 'amount', value: '60.01' } }, 'add', 'draft')).toEqual([
      'Discount cannot be more than the items total.',
    ]);
  });

  it('sends the discount both ways the spec names it, and the status', () => {
    const draft = { ...complete, discount: { type: 'amount' as const, value: '5' } };
    const request = toInvoiceRequest(draft, draftTotals(draft.lines, draft.discount, draft.taxes), 'draft');
    expect(request).toMatchObject({
      invoice_status: 'draft',
      discount_type: 'amount',
      discount_value: '5',
      invoice_discount: { type: 'amount', discount: '5' },
      total_amount_gross: 66,
      validity_term: 14,
    });
  });
});
