// The reports, VAT return, accountant and period pack screens and their dialogs in the pseudo-locale test
// (test/pseudo-locale.test.tsx, docs/decisions/0241).
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { ok, pseudo, type PseudoScreen } from '../pseudo-screen';
import ReportsScreen from '../../features/reports/routes/reports';
import VatReturnScreen from '../../features/tax/routes/vat-return';
import AccountantScreen from '../../features/accountant/routes/accountant-screen';
import AcceptInvitation from '../../features/accountant/routes/accept-invitation';
import { BusinessSwitcher } from '../../features/accountant/components/business-switcher';
import PeriodPackScreen from '../../features/period-pack/routes/period-pack';
import { chooseBusiness } from '../../lib/chosen-business';
import { VatLockNotice } from '../../components/vat-lock-notice';

const user = userEvent.setup({ delay: null });
const wait = { timeout: 10_000 };

const PROFILE = { id: 1, fullname: 'Alex Baker', country_id: 826, currency_id: 826, language: 'us' };
const LOOKUPS = {
  get_profile: ok(PROFILE),
  get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
};
/** The fixtures' own words; British English writes the months of moments ('28 Nov 2026, 10:02'), and the
 * date fields show the business's date pattern as Intl gives it. */
const DATA = [
  'GBP',
  'Acme Holdings',
  'Jordan Smith',
  'jordan@acme.co.uk',
  'Oak board',
  'Office',
  'Nov',
  'Baker Joinery',
  'CN-000001',
  'RF-1',
  'INV-000001',
  'dd/mm/yyyy',
];

const INCOME_TAX = {
  currency_code: 'GBP',
  tax_year: 2026,
  from: '2026-04-06',
  to: '2027-04-05',
  basis: 'invoice',
  income: 1700,
  allowable_expenses: 90,
  disallowed_expenses: 48,
  profit: 1610,
  quarters: [{ from: '2026-04-06', to: '2026-07-05', income: 900, expenses: 50, profit: 850 }],
  categories: [
    {
      hmrc_category: 'adminCosts',
      name: 'Phone, fax, stationery and other office costs',
      allowable: true,
      amount: 40,
    },
    { hmrc_category: 'depreciation', name: 'Depreciation', allowable: false, amount: 8 },
  ],
  profit_so_far: 500,
  income_tax_rate: 20,
  tax_to_set_aside: 100,
};
const PERIOD = {
  currency_code: 'GBP',
  from: '2026-01-01',
  to: '2026-12-31',
  page: 1,
  per_page: 1,
  total_rows: 2,
};
const AGED_ROW = {
  client_id: 7,
  client_name: 'Acme Holdings',
  current: 600,
  days_1_30: 0,
  days_31_60: 0,
  days_61_90: 300,
  over_90: 480,
  total: 1380,
};
const REPORTS = {
  ...LOOKUPS,
  'reports/income_tax': ok(INCOME_TAX),
  'reports/expense_categories': ok([
    { category_id: 3, category_name: 'Office', hmrc_category: 'adminCosts' },
  ]),
  'reports/profit_and_loss': ok({
    ...PERIOD,
    basis: 'cash',
    months: [{ month: '2026-04', income: 0, expenses: 50, profit: -50 }],
    totals: { income: 0, expenses: 50, profit: -50 },
  }),
  'reports/aged_receivables': ok({ ...PERIOD, as_of: '2027-04-12', rows: [AGED_ROW], totals: AGED_ROW }),
  'reports/sales_by_client': ok({
    ...PERIOD,
    rows: [{ client_id: 1, client_name: 'Acme Holdings', net: 1600, vat: 200, gross: 1800, documents: 4 }],
    totals: { net: 1600, vat: 200, gross: 1800, documents: 4 },
  }),
  'reports/sales_by_item': ok({
    ...PERIOD,
    rows: [{ name: 'Oak board', quantity: 1, amount: 1000, lines: 3 }],
    totals: { amount: 1000, lines: 3 },
  }),
  get_quotation_client_list: ok([
    {
      id: 7,
      client_id: 7,
      full_name: 'Jordan Smith',
      business_name: 'Acme Holdings',
      email: 'jordan@acme.co.uk',
    },
  ]),
  'reports/client_statement': ok({
    ...PERIOD,
    client_id: 7,
    client_name: 'Acme Holdings',
    client_email: 'jordan@acme.co.uk',
    opening_balance: 1200,
    invoices: 720,
    payments: 900,
    credit_notes: 120,
    refunds: 0,
    closing_balance: 780,
    rows: [
      { date: '2026-06-01', type: 'credit_note', reference: 'CN-000001', amount: -120, balance: 1080 },
      { date: '2026-06-02', type: 'refund', reference: 'RF-1', amount: 0, balance: 1080 },
    ],
  }),
};

const Q1 = {
  from: '2027-01-01',
  to: '2027-03-31',
  period_key: '27Q3',
  accounting_basis: 'invoice',
  flat_rate_scheme: 1,
  currency_code: 'GBP',
  boxes: { box1: 200, box2: 0, box3: 200, box4: 210, box5: -10, box6: 1600, box7: 120, box8: 0, box9: 0 },
  sales_by_rate: [{ rate: 20, net: 900, vat: 180, count: 2 }],
  purchases_by_rate: [],
  hmrc: {},
  filed_at: null,
};
const VAT = {
  ...LOOKUPS,
  'tax/vat_return': ok(Q1),
  'tax/vat_return_documents': ok({
    box: 1,
    documents: [
      {
        type: 'payment',
        id: 1,
        number: 'INV-000001',
        date: '2027-02-01',
        name: 'Acme Holdings',
        rate: 20,
        net: 100,
        vat: 20,
        gross: 120,
      },
    ],
    next_cursor: 'next',
  }),
};

const ACCOUNTANTS = {
  ...LOOKUPS,
  accountants: ok([
    {
      id: 1,
      email: 'jordan@acme.co.uk',
      fullname: 'Jordan Smith',
      since: '2026-11-20T10:00:00.000Z',
      invited_at: '2026-11-19T10:00:00.000Z',
    },
    { id: 2, email: 'sam@books.co.uk', fullname: null, since: null, invited_at: '2026-11-21T10:00:00.000Z' },
  ]),
  'accountants/access_log': ok([
    {
      id: 1,
      at: '2026-11-22T10:00:00.000Z',
      accountant_email: 'jordan@acme.co.uk',
      action: 'sign_in',
      detail: null,
    },
    {
      id: 2,
      at: '2026-11-23T10:00:00.000Z',
      accountant_email: 'jordan@acme.co.uk',
      action: 'download',
      detail: 'reports/export',
    },
  ]),
  'accountant/businesses': ok([
    {
      business_id: 5,
      name: 'Baker Joinery',
      owner_email: 'alex@example.com',
      since: '2026-11-20T10:00:00.000Z',
    },
    {
      business_id: 6,
      name: 'Acme Holdings',
      owner_email: 'jordan@acme.co.uk',
      since: '2026-11-20T10:00:00.000Z',
    },
  ]),
};
const EMAILS = ['jordan@acme.co.uk', 'sam@books.co.uk', 'alex@example.com', 'reports/export'];

const reportTab = (name: string, report: string, loaded: () => Promise<unknown>): PseudoScreen => ({
  name: `Reports: ${name}`,
  element: <ReportsScreen />,
  route: `/reports?report=${report}`,
  api: REPORTS,
  data: DATA,
  loaded,
});

export const screens: PseudoScreen[] = [
  reportTab('income tax, with the HMRC categories', 'income-tax', async () => {
    await screen.findByRole('table', { name: pseudo('Income tax by quarter') }, wait);
    await user.click(screen.getByRole('button', { name: pseudo('Choose the HMRC categories') }));
    return screen.findByRole('table', { name: pseudo('HMRC category of each expense category') }, wait);
  }),
  reportTab('profit and loss', 'profit-and-loss', () =>
    screen.findByRole('table', { name: pseudo('Profit and loss by month') }, wait),
  ),
  reportTab('aged receivables', 'aged-receivables', () =>
    screen.findByRole('table', { name: pseudo('Aged receivables') }, wait),
  ),
  reportTab('sales by client', 'sales-by-client', () =>
    screen.findByRole('table', { name: pseudo('Sales by client') }, wait),
  ),
  reportTab('sales by item', 'sales-by-item', () =>
    screen.findByRole('table', { name: pseudo('Sales by item') }, wait),
  ),
  reportTab('client statement', 'client-statement', async () => {
    await user.click(await screen.findByRole('button', { name: pseudo('Choose client') }, wait));
    await user.click(await screen.findByRole('button', { name: /Jordan Smith/ }, wait));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), wait);
    return screen.findByRole('table', { name: pseudo('Client statement') }, wait);
  }),
  {
    name: 'VAT return with the documents behind a box',
    element: <VatReturnScreen />,
    route: '/vat-return?from=2027-01-01&to=2027-03-31&box=1',
    api: VAT,
    data: DATA,
    loaded: () => screen.findByRole('link', { name: /INV-000001/ }, wait),
  },
  {
    name: 'VAT return: the Mark as filed dialog',
    element: <VatReturnScreen />,
    route: '/vat-return',
    api: VAT,
    data: DATA,
    loaded: async () => {
      await user.click(await screen.findByRole('button', { name: pseudo('Mark as filed') }, wait));
      return screen.findByRole('dialog', {}, wait);
    },
  },
  {
    name: 'VAT return, filed',
    element: <VatReturnScreen />,
    route: '/vat-return',
    api: { ...VAT, 'tax/vat_return': ok({ ...Q1, filed_at: '2027-04-12T09:00:00.000Z' }) },
    data: DATA,
    // Once the business's country is known, its date pattern shows in the date fields.
    loaded: async () => {
      await screen.findByText(/27Q3/, {}, wait);
      return screen.findAllByPlaceholderText('dd/mm/yyyy', {}, wait);
    },
  },
  {
    name: 'VAT lock notice',
    element: <VatLockNotice lock={{ from: '2027-01-01', to: '2027-03-31' }} />,
    api: LOOKUPS,
    data: DATA,
    loaded: () => screen.findByRole('note', {}, wait),
  },
  {
    name: 'Accountant',
    element: <AccountantScreen />,
    route: '/accountant',
    api: ACCOUNTANTS,
    data: [...DATA, ...EMAILS],
    loaded: async () => {
      await screen.findByRole('table', { name: pseudo('Access log') }, wait);
      await screen.findByText('sam@books.co.uk', {}, wait);
      return screen.findByText('Baker Joinery', {}, wait);
    },
  },
  {
    name: 'Accountant invitation',
    element: <AcceptInvitation />,
    route: '/accountant/accept?token=abc',
    api: LOOKUPS,
    data: DATA,
    loaded: () => screen.findByRole('heading', { name: pseudo('Accountant invitation') }, wait),
  },
  {
    name: 'Accountant access bar',
    element: <SwitcherOf />,
    api: ACCOUNTANTS,
    data: [...DATA, ...EMAILS],
    loaded: () => screen.findByRole('button', { name: pseudo('Back to my account') }, wait),
  },
  {
    name: 'Period pack and its dialog',
    element: <PeriodPackScreen />,
    route: '/period-pack',
    api: LOOKUPS,
    data: DATA,
    loaded: async () => {
      await user.click(await screen.findByRole('button', { name: pseudo('Make a period pack') }, wait));
      const dialog = await screen.findByRole('dialog', {}, wait);
      return within(dialog).findByRole('button', { name: pseudo('Download period pack') }, wait);
    },
  },
];

/** The accountant's bar while they read a business they serve. */
function SwitcherOf() {
  useState(() => chooseBusiness({ id: 5, name: 'Baker Joinery' }));
  return <BusinessSwitcher />;
}
