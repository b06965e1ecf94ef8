// The dashboard, item, expense and subscription screens in the pseudo-locale (docs/decisions/0241,
// 0249): each shows no text that did not come from a catalogue, besides the fixtures' own data.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary } from '@tradebook/domain/dashboard/dashboard.schemas';
import type { Item } from '@tradebook/domain/items/items.schemas';
import { i18n } from '../lib/i18n/i18n';
import { setToken } from '../lib/session';
import Dashboard from '../features/dashboard/routes/dashboard';
import ItemList from '../features/items/routes/item-list';
import AddExpense from '../features/expenses/routes/add-expense';
import { SubscriptionTab } from '../features/subscriptions/components/subscription-tab';
import { VoucherTab } from '../features/subscriptions/components/voucher-tab';
import { ok, packages, settingList } from './fixtures/plan-fixture';
import { mockApi, pageOf } from './mock-api';
import { switchToPseudoLocale, textsNotFromCatalogues } from './pseudo-locale';
import type { PseudoScreen } from './pseudo-screen';
import { renderApp } from './render';

vi.setConfig({ testTimeout: 30_000 });

const PROFILE = {
  id: 1,
  welcomename: 'Alex Baker',
  currency: '£',
  currency_id: 826,
  country_id: 826,
  language: 'us',
  company_name: 'Baker Joinery',
  companytype: 'Sole Trader',
};
const summary: DashboardSummary = {
  currency_id: 826,
  currency: '£',
  currency_code: 'GBP',
  today: '2026-11-25',
  outstanding: { amount: 100, count: 1 },
  overdue: { amount: 50, count: 2 },
  paid_this_month: { amount: 30, count: 1 },
  expenses_this_month: { amount: 10, count: 3 },
  quotations_awaiting: { amount: 0, count: 0 },
  tax_to_set_aside: { amount: 60, profit_so_far: 300, rate: 20 },
  vat_this_period: { from: '2026-10-01', to: '2026-12-31', amount: 5 },
  months: [{ month: '2026-11', income: 30, expenses: 10 }],
};
const item: Item = {
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
const EXPENSE_LOOKUPS = {
  get_profile: ok(PROFILE),
  get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
  get_currency_list: ok([{ id: 826, name: 'British Pound', code: 'GBP', symbol: '£', minor_units: 2 }]),
  get_payment_options: ok(['Card']),
};
const plans = settingList({ noOfDaysRemaining: 3 });

const SCREENS: PseudoScreen[] = [
  {
    name: 'Dashboard',
    element: <Dashboard />,
    route: '/dashboard',
    api: { get_profile: ok(PROFILE), 'dashboard/summary': ok(summary) },
    // The month's name is written by Intl, which has no pseudo-locale; the rest are the fixtures'.
    data: ['Alex Baker', 'GBP', 'November 2026', 'Nov 26'],
    loaded: () => screen.findByTestId('figure-outstanding', {}, { timeout: 10_000 }),
  },
  {
    name: 'Item List',
    element: <ItemList />,
    route: '/item-list',
    api: {
      get_profile: ok(PROFILE),
      list_item_category: ok([]),
      get_item: (body) => pageOf([item], body?.page, body?.limit),
    },
    data: ['Oak board', 'Planed', 'ITEM-000001'],
    loaded: () => screen.findByRole('article', { name: 'Oak board' }, { timeout: 10_000 }),
  },
  {
    name: 'Add Expense',
    element: <AddExpense />,
    route: '/add-expense',
    api: {
      ...EXPENSE_LOOKUPS,
      get_expense_count: ok({
        expense_count: 0,
        total_credit_per_month: 5,
        limit_applies: false,
        limit_reached: false,
      }),
      get_expense_category: ok([{ id: 4, category: 'Fuel' }]),
    },
    data: ['GBP'],
    loaded: () => screen.findByRole('form', {}, { timeout: 10_000 }),
  },
  {
    name: 'Settings: Subscription',
    element: <SubscriptionTab />,
    api: { get_setting_list: ok(plans), 'web/payment/getPackages': ok({ packages }) },
    data: [
      plans.account_id,
      ...plans.free_subscription.flatMap((plan) => [plan.name, ...plan.features]),
      ...plans.pro.flatMap((plan) => [plan.name, ...plan.features]),
      ...plans.upgrade.flatMap((upgrade) => [upgrade.month, upgrade.year]),
      ...packages.flatMap((pack) => [pack.packageName, pack.packagePrice_code]),
    ],
    loaded: () => screen.findByTestId(`package-${packages[0]!.packageId}`, {}, { timeout: 10_000 }),
  },
  {
    name: 'Settings: Voucher',
    element: <VoucherTab />,
    api: {},
    data: [],
    loaded: () => screen.findAllByRole('textbox', {}, { timeout: 10_000 }),
  },
];

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe.each(SCREENS)('$name in the pseudo-locale', (entry) => {
  it('shows only text from the catalogues and the fixtures', async () => {
    setToken('token-123');
    mockApi(entry.api);
    await switchToPseudoLocale();
    const { baseElement } = renderApp(entry.element, { route: entry.route ?? '/' });
    await entry.loaded();
    expect(textsNotFromCatalogues(baseElement, entry.data)).toEqual([]);
  });
});
