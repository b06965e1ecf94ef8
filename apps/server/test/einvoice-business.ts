// A German business ready for e-invoices, made through the real calls: profile with a town, VAT number,
// IBAN, electronic address, and a client (a public body) with its VAT number, Leitweg-ID and address.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { postCall, type Auth } from './api-calls';
import { createClient } from './catalogue-factories';
import { signedInUser } from './factories';
import { multipart } from './forms';

export const GERMANY = 276;
export const EUR = 978;
export const USD = 840;

export async function updateProfileForm(app: FastifyInstance, auth: Auth, fields: Record<string, string>) {
  const form = multipart({
    fullname: 'Anna Müller',
    business_category_id: '21',
    postal_address: 'Hauptstraße 5',
    street2: 'Mitte',
    state: 'Berlin',
    zip: '10115',
    city: 'Berlin',
    phone1: '030 1234567',
    mobile: '0151 2345678',
    companyname: 'Gärtnerei Müller & Söhne',
    companytype: 'Limited Company',
    ...fields,
  });
  return app.inject({
    method: 'POST',
    url: '/api/v3/update_profile',
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
}

export async function einvoiceBusiness(app: FastifyInstance, options: { vatNumber?: string } = {}) {
  const user = await signedInUser(app, { country: GERMANY, currency: EUR });
  const profile = await updateProfileForm(app, user.auth, {});
  expect(profile.statusCode, profile.body).toBe(200);
  const tax = await postCall(app, user.auth, 'tax/update', {
    tax1_name: 'MwSt',
    tax1_rate: 19,
    is_tax1_enable: 1,
    tax2_name: 'Tax-2',
    tax2_rate: 0,
    is_tax2_enable: 0,
    registration_number: 'HRB 12345',
    tax_number: options.vatNumber ?? 'DE123456789',
  });
  expect(tax.statusCode, tax.body).toBe(200);
  const bank = await postCall(app, user.auth, 'bank/update', {
    is_banking_info_available: 1,
    accountant_name: 'Anna Müller',
    branch_code: '',
    account_number: '',
    is_international_banking_info_enable: 1,
    swift_code: 'BYLADEM1001',
    iban_number: 'DE02 1203 0000 0000 2020 51',
    is_paypal_info_enable: 0,
    paypal_id: '',
  });
  expect(bank.statusCode, bank.body).toBe(200);
  const settings = await postCall(app, user.auth, 'einvoice/update_settings', {
    endpoint_scheme: '9930',
    endpoint_id: 'DE123456789',
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const client = await createClient(app, user.auth, {
    full_name: 'Max Mustermann',
    email: 'max@musterstadt.de',
    business_name: 'Stadtverwaltung Musterstadt',
    country: 'Germany',
    postal_address: 'Rathausplatz 1',
    city: 'Musterstadt',
    zip: '12345',
    vat_number: 'DE987654321',
    buyer_reference: '04011000-12345-34',
    einvoice_scheme: '0204',
    einvoice_address: '04011000-12345-34',
  });
  return { ...user, client };
}
