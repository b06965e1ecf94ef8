// A UK business registered for VAT (pounds) with a client in the United States, and an invoice in US
// dollars at a rate the owner typed (issue 28; docs/decisions/0391-documents-in-a-foreign-currency.md):
// the records of the foreign-currency tests of the reports, the VAT return and card payments.
import { expect } from 'vitest';
import { postCall, type Auth } from './api-calls';
import { createClient } from './catalogue-factories';
import { updateProfileForm, USD } from './einvoice-business';
import { GBP, signedInUser } from './factories';
import type { TestApp } from './test-app';

/** 0.793457 pounds for a dollar: $1,200.00 is £952.15 (952.1484), $240.00 is £190.43 (190.42968). */
export const DOLLAR_RATE = '0.793457';

export async function ukBusinessWithUsClient(t: TestApp): Promise<{ auth: Auth; clientId: number }> {
  const user = await signedInUser(t.app, { currency: GBP });
  const profile = await updateProfileForm(t.app, user.auth, {
    postal_address: '12 High Street',
    street2: 'Westminster',
    state: 'Greater London',
    zip: 'SW1A 1AA',
    city: 'London',
    phone1: '020 7946 0000',
    companyname: 'Baker Joinery Ltd',
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const tax = await postCall(t.app, user.auth, 'tax/update', {
    tax1_name: 'VAT',
    tax1_rate: 20,
    is_tax1_enable: 1,
    tax2_name: 'Tax-2',
    tax2_rate: 0,
    is_tax2_enable: 0,
    registration_number: '01234567',
    tax_number: 'GB123456789',
  });
  expect(tax.statusCode, tax.body).toBe(200);
  const client = await createClient(t.app, user.auth, {
    full_name: 'Jordan Lee',
    email: 'jordan@acmestudios.com',
    business_name: 'Acme Studios Inc.',
    country: 'United States',
    postal_address: '500 Main Street',
    city: 'Springfield',
    zip: '62701',
  });
  return { auth: user.auth, clientId: client.id };
}

/** 10 x $120.00 of joinery + 20 % VAT: $1,440.00, dated 2026-12-01, due in 14 days. */
export function dollarInvoice(clientId: number, overrides: Record<string, unknown> = {}) {
  return {
    invoice_date: '2026-12-01',
    client_id: clientId,
    validity_term: 14,
    currency_id: USD,
    exchange_rate: DOLLAR_RATE,
    discount_type: 'percent',
    discount_value: 0,
    vat_name: 'VAT',
    vat_percent: 20,
    tax1_name: 'Tax-2',
    tax1_percent: 0,
    notes: '',
    invoice_items: [
      { name: 'Joinery', description: 'Oak shelving', quantity: 10, unit_price: 120, type: 'service' },
    ],
    ...overrides,
  };
}
