// The reports', VAT return's and accountant screens' pseudo-locale fixtures
// (test/pseudo-screens/reports-tax.tsx): a British sole trader's lookups, report answers, a VAT quarter
// and an accountant's invitations, and the fixtures' own words.
import { ok } from '../pseudo-screen';

const PROFILE = { id: 1, fullname: 'Alex Baker', country_id: 826, currency_id: 826, language: 'us' };
export const LOOKUPS = {
  get_profile: ok(PROFILE),
  get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
};
/** The fixtures' own words; the English owner's dates and moments are British English, written by Intl
 * ('28 Nov 2026, 10:02'). */
export const DATA = [
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
export const REPORTS = {
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

export const Q1 = {
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
export const VAT = {
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

export const ACCOUNTANTS = {
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
export const EMAILS = ['jordan@acme.co.uk', 'sam@books.co.uk', 'alex@example.com', 'reports/export'];
