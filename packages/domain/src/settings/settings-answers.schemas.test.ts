import { describe, expect, it } from 'vitest';
import { BankDetailsSchema } from './bank.schemas';
import { TaxDetailsSchema } from './tax.schemas';
import { TermsDaysAnswerSchema } from './terms.schemas';

describe('the settings answers', () => {
  it('tax details: two lines with rates in percent and 0/1 switches, and the registration numbers', () => {
    const tax = {
      tax1_name: 'VAT',
      tax1_rate: 17.5,
      is_tax1_enable: 1,
      tax2_name: 'Tax-2',
      tax2_rate: 0,
      is_tax2_enable: 0,
      registration_number: '',
      tax_number: 'GB123',
    };
    expect(TaxDetailsSchema.parse(tax)).toEqual(tax);
    expect(TaxDetailsSchema.safeParse({ ...tax, is_tax1_enable: true }).success).toBe(false);
    expect(TaxDetailsSchema.safeParse({ ...tax, tax1_rate: '17.5' }).success).toBe(false);
  });

  it('bank details: the three sections with their switches', () => {
    const bank = {
      is_banking_info_available: 1,
      accountant_name: 'A Baker',
      branch_code: '12-34-56',
      account_number: '12345678',
      is_international_banking_info_enable: 0,
      swift_code: '',
      iban_number: '',
      is_paypal_info_enable: 0,
      paypal_id: '',
    };
    expect(BankDetailsSchema.parse(bank)).toEqual(bank);
    const { paypal_id: _paypal, ...withoutPaypal } = bank;
    expect(BankDetailsSchema.safeParse(withoutPaypal).success).toBe(false);
  });

  it('terms: whole days', () => {
    expect(TermsDaysAnswerSchema.parse({ invoice_days: 14, quotation_days: 28 })).toEqual({
      invoice_days: 14,
      quotation_days: 28,
    });
    expect(TermsDaysAnswerSchema.safeParse({ invoice_days: 1.5, quotation_days: 28 }).success).toBe(false);
  });
});
