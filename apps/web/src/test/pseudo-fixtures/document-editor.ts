// The document editor's pseudo-locale fixtures (test/pseudo-screens/document-editor.tsx): a British sole
// trader, a client, a catalogue item, two taxes, the lookups the editor loads, and the fixtures' own words.
import type { Item } from '@tradebook/domain/items/items.schemas';
import { ok } from '../pseudo-screen';
import { pageOf, type ApiAnswer, type ApiHandler } from '../mock-api';

export const PROFILE = {
  id: 1,
  fullname: 'Alex Baker',
  currency: '£',
  currency_id: 826,
  country_id: 826,
  company_name: 'Baker Joinery',
  companytype: 'Sole Trader',
};
export const CLIENT = {
  id: 7,
  client_id: 7,
  full_name: 'Jo Client',
  business_name: 'Client Co',
  email: 'jo@example.com',
  phone1: '',
  phone2: '',
  notes: 'N/A',
};
export const ITEM: Item = {
  id: 1,
  item_id: 1,
  item_no: 'ITEM-000001',
  name: 'Oak board',
  description: 'Planed',
  quantity: 2,
  unit_price: 10,
  amount: 20,
  type: 'parts',
  service_type: 'parts',
  category_id: null,
  category_type: 'N/A',
  created_at: '2026-11-21T10:00:00.000Z',
  created_by: 1,
  active: 1,
};
export const TAXES = {
  tax1_name: 'VAT',
  tax1_rate: 20,
  is_tax1_enable: 1,
  tax2_name: 'Levy',
  tax2_rate: 7.5,
  is_tax2_enable: 1,
};
export const LOOKUPS: Record<string, ApiHandler | ApiAnswer> = {
  get_profile: ok(PROFILE),
  get_terms_days: ok({ invoice_days: 14, quotation_days: 28 }),
  'tax/get_details': ok(TAXES),
  get_quotation_client_list: ok([CLIENT]),
  get_item: (body) => pageOf([ITEM], body?.page, body?.limit),
  list_item_category: ok([{ id: 4, type: 'Timber' }]),
  get_payment_options: ok(['Cash', 'Card']),
  get_currency_list: ok([{ id: 826, name: 'British Pound', code: 'GBP', symbol: '£', minor_units: 2 }]),
};
export const NUMBER_ANSWER = {
  validity_term: 28,
  currency_id: 826,
  vat_name: 'VAT',
  vat_percent: 20,
  tax1_name: 'Levy',
  tax1_percent: 7.5,
};
/** The fixtures' own words: names, numbers, e-mails, the taxes' names, the currency's. */
export const DATA = [
  'Alex Baker',
  'Baker Joinery',
  'Jo Client',
  'Client Co',
  'jo@example.com',
  'Oak board',
  'Fixings',
  'Planed',
  'ITEM-000001',
  'INV-000004',
  'INV-000001',
  'QUO-000004',
  'VAT',
  'Levy',
  'Timber',
  'GBP',
  'British Pound',
  // The details' dates, written by Intl in the business's order (lib/dates).
  '21 Nov 2026',
  '19 Dec 2026',
];
