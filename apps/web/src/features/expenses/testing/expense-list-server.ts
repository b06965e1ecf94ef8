// The API answers the expense list's tests start from: a British limited company's profile, its
// lookups and filters, and the list answer each test gives.
import { mockApi, type ApiAnswer, type ApiHandler } from '../../../test/mock-api';

export const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });
export const profile = {
  id: 1,
  currency: '£',
  currency_id: 826,
  company_name: 'Baker Joinery Ltd',
  companytype: 'Limited Company',
};
const currencies = [
  { id: 826, name: 'British Pound', code: 'GBP', symbol: '£', minor_units: 2 },
  { id: 978, name: 'Euro', code: 'EUR', symbol: '€', minor_units: 2 },
];

export function expenseListServer(
  list: ApiHandler | ApiAnswer,
  overrides: Record<string, ApiHandler | ApiAnswer> = {},
) {
  return mockApi({
    get_profile: ok({ ...profile, country_id: 826 }),
    // A British business reads its dates day first ('21 Nov 2026').
    get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
    get_currency_list: ok(currencies),
    get_payment_options: ok(['Cash', 'Bank transfer', 'Card']),
    'expense/filter/dropdown': ok([
      { id: 4, name: 'Fuel' },
      { id: 8, name: 'Office supplies' },
    ]),
    'pagination/get_expense_list': list,
    ...overrides,
  });
}

export const listCalls = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.filter((call) => call.path === 'pagination/get_expense_list');
