import { describe, expect, it } from 'vitest';
import { AddPaymentSchema } from './payment.schemas';
import { CreateInvoiceSchema, UpdateInvoiceSchema } from './save-invoice.schemas';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

const valid = {
  invoice_date: '2026-11-21',
  client_id: 7,
  validity_term: 14,
  currency_id: 826,
  invoice_items: [{ name: 'Labour', quantity: 2, unit_price: '40.00' }],
  vat_percent: 20,
};

describe('invoice saves', () => {
  it('answer the spec messages in the spec order, with the update wording where it differs', () => {
    expect(messages(CreateInvoiceSchema.safeParse({}))).toEqual([
      'Client is required.',
      'Validity term is required.',
      'Currency is required.',
      'Invoice date is required.',
    ]);
    expect(messages(UpdateInvoiceSchema.safeParse({}))).toEqual([
      'Invoice ID is required.',
      'Client ID is required.',
      'Validity term is required.',
      'Currency ID is required.',
      'Invoice date is required.',
    ]);
  });

  it('asks a request that calls the invoice more than a draft for its total and VAT percent', () => {
    expect(
      messages(
        CreateInvoiceSchema.safeParse({
          ...valid,
          invoice_status: 'sent',
          invoice_items: [],
          vat_percent: '',
        }),
      ),
    ).toEqual(['Total Gross Amount is required.', 'VAT percent is required.']);
    expect(messages(CreateInvoiceSchema.safeParse({ ...valid, invoice_status: 'lost' }))).toEqual([
      'Invoice status must be one of draft, sent, partpaid, paid.',
    ]);
  });

  it('reads the spec invoice_discount object and a payment sent with the save', () => {
    const parsed = CreateInvoiceSchema.parse({
      ...valid,
      invoice_discount: { type: 'amount', discount: '5' },
      payment: { submitted_amount: '10.50', submission_date: '2026-11-21', method: 'Cash' },
    });
    expect(parsed.discount).toEqual({ type: 'amount', value: 500 });
    expect(parsed.payment).toEqual({
      amountMinor: 1050,
      date: '2026-11-21',
      method: 'Cash',
      description: '',
    });
    expect(CreateInvoiceSchema.parse(valid).payment).toBeUndefined();
  });
});

describe('payments', () => {
  it('need a date and a method, in that order, and an amount above 0 with 2 decimals', () => {
    expect(messages(AddPaymentSchema.safeParse({ invoice_id: 1, submitted_amount: 5 }))).toEqual([
      'Payment date is required',
      'Payment method is required',
    ]);
    const base = { invoice_id: 1, submission_date: '2026-11-21', method: 'Card' };
    expect(messages(AddPaymentSchema.safeParse({ ...base, submitted_amount: 0 }))).toEqual([
      'Payment amount must be greater than 0.',
    ]);
    expect(messages(AddPaymentSchema.safeParse({ ...base, submitted_amount: -3 }))).toEqual([
      'Payment amount must be greater than 0.',
    ]);
    expect(messages(AddPaymentSchema.safeParse({ ...base, submitted_amount: '1.234' }))).toEqual([
      'Payment amount must be a number with at most 2 decimals.',
    ]);
    expect(messages(AddPaymentSchema.safeParse({ ...base, submitted_amount: '' }))).toEqual([
      'Payment amount is required.',
    ]);
    expect(AddPaymentSchema.parse({ ...base, submitted_amount: '19.99', description: ' thanks ' })).toEqual({
      invoiceId: 1,
      amountMinor: 1999,
      date: '2026-11-21',
      method: 'Card',
      description: 'thanks',
    });
  });
});
