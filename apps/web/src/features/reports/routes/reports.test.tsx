// The reports screen (docs/decisions/0244-reports-screen.md): each tab shows its report as the server
// answers it, sends the period or tax year chosen, and the statement is e-mailed with the composer.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, pageOf } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import ReportsScreen from './reports';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });
const profile = {
  get_profile: ok({ id: 1, country_id: 826, currency_id: 826 }),
  get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
};

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
  quarters: [
    { from: '2026-04-06', to: '2026-07-05', income: 900, expenses: 50, profit: 850 },
    { from: '2026-07-06', to: '2026-10-05', income: 400, expenses: 0, profit: 400 },
    { from: '2026-10-06', to: '2027-01-05', income: 300, expenses: 30, profit: 270 },
    { from: '2027-01-06', to: '2027-04-05', income: 100, expenses: 10, profit: 90 },
  ],
  categories: [
    {
      hmrc_category: 'adminCosts',
      name: 'Phone, fax, stationery and other office costs',
      allowable: true,
      amount: 40,
    },
  ],
  profit_so_far: 500,
  income_tax_rate: 20,
  tax_to_set_aside: 100,
};

const rowOf = (table: HTMLElement, header: string) =>
  within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;

describe('reports screen', () => {
  it('income tax: the quarters, the HMRC categories and the tax to set aside; a chosen year is sent', async () => {
    const { calls } = mockApi({ ...profile, 'reports/income_tax': ok(INCOME_TAX) });
    renderApp(<ReportsScreen />, { route: '/reports' });
    const table = await screen.findByRole('table', { name: 'Income tax by quarter' });
    expect(rowOf(table, '2026-04-06 to 2026-07-05')).toHaveTextContent('850.00');
    expect(rowOf(table, 'Total')).toHaveTextContent('1,610.00');
    expect(screen.getByRole('region', { name: 'Tax to set aside (20 %)' })).toHaveTextContent('100.00');
    expect(screen.getByRole('table', { name: 'Expenses by HMRC category' })).toHaveTextContent('40.00');
    await user.type(screen.getByRole('textbox', { name: /Tax year starting in/ }), '2025');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'reports/income_tax' && call.body?.tax_year === 2025)).toBe(
        true,
      ),
    );
  });

  it('income tax: the owner chooses the HMRC category of an expense category', async () => {
    const row = (hmrc: string) => ({
      category_id: 7,
      category_name: 'Meals and entertainment',
      hmrc_category: hmrc,
      hmrc_name: '',
      allowable: hmrc !== 'businessEntertainmentCosts',
      is_default: hmrc === 'businessEntertainmentCosts',
    });
    const { calls } = mockApi({
      ...profile,
      'reports/income_tax': ok(INCOME_TAX),
      'reports/expense_categories': ok([row('businessEntertainmentCosts')]),
      'reports/update_expense_categories': ok([row('otherExpenses')]),
    });
    renderApp(<ReportsScreen />, { route: '/reports' });
    await user.click(await screen.findByRole('button', { name: 'Choose the HMRC categories' }));
    await user.click(
      await screen.findByRole('combobox', { name: 'HMRC category of Meals and entertainment' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Other business expenses', hidden: true }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'reports/update_expense_categories')?.body).toEqual({
        mappings: [{ category_id: 7, hmrc_category: 'otherExpenses' }],
      }),
    );
  });

  it('profit and loss: a row a month and the totals, for the period shown', async () => {
    const { calls } = mockApi({
      ...profile,
      'reports/profit_and_loss': ok({
        currency_code: 'GBP',
        from: '2026-04-01',
        to: '2026-05-31',
        basis: 'invoice',
        months: [
          { month: '2026-04', income: 0, expenses: 50, profit: -50 },
          { month: '2026-05', income: 1000, expenses: 0, profit: 1000 },
        ],
        totals: { income: 1000, expenses: 50, profit: 950 },
      }),
    });
    renderApp(<ReportsScreen />, { route: '/reports?report=profit-and-loss' });
    const table = await screen.findByRole('table', { name: 'Profit and loss by month' });
    expect(rowOf(table, '2026-04')).toHaveTextContent('-50.00');
    expect(rowOf(table, 'Total')).toHaveTextContent('950.00');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download spreadsheet' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'reports/profit_and_loss')?.body).toMatchObject({
      from: expect.stringMatching(/-01-01$/),
    });
  });

  it('aged receivables: each client by days past due, pages', async () => {
    const row = {
      client_id: 1,
      client_name: 'Acme Holdings',
      invoices: 3,
      current: 600,
      days_1_30: 0,
      days_31_60: 0,
      days_61_90: 300,
      over_90: 480,
      total: 1380,
    };
    const { calls } = mockApi({
      ...profile,
      'reports/aged_receivables': ok({
        currency_code: 'GBP',
        as_of: '2027-04-12',
        rows: [row],
        page: 1,
        per_page: 50,
        total_rows: 60,
        totals: row,
      }),
    });
    renderApp(<ReportsScreen />, { route: '/reports?report=aged-receivables' });
    const table = await screen.findByRole('table', { name: 'Aged receivables' });
    expect(rowOf(table, 'Acme Holdings')).toHaveTextContent('480.00');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'reports/aged_receivables' && call.body?.page === 2)).toBe(
        true,
      ),
    );
  });

  it('sales by client and by item', async () => {
    mockApi({
      ...profile,
      'reports/sales_by_client': ok({
        currency_code: 'GBP',
        from: '2026-01-01',
        to: '2026-12-31',
        rows: [
          { client_id: 1, client_name: 'Acme Holdings', net: 1600, vat: 200, gross: 1800, documents: 4 },
        ],
        page: 1,
        per_page: 50,
        total_rows: 1,
        totals: { net: 1600, vat: 200, gross: 1800, documents: 4 },
      }),
      'reports/sales_by_item': ok({
        currency_code: 'GBP',
        from: '2026-01-01',
        to: '2026-12-31',
        rows: [{ name: 'Design', quantity: 1, amount: 1000, lines: 3 }],
        page: 1,
        per_page: 50,
        total_rows: 1,
        totals: { amount: 1000, lines: 3 },
      }),
    });
    renderApp(<ReportsScreen />, { route: '/reports?report=sales-by-client' });
    expect(
      rowOf(await screen.findByRole('table', { name: 'Sales by client' }), 'Acme Holdings'),
    ).toHaveTextContent('1,800.00');
    await user.click(screen.getByRole('tab', { name: 'Sales by item' }));
    expect(rowOf(await screen.findByRole('table', { name: 'Sales by item' }), 'Design')).toHaveTextContent(
      '1,000.00',
    );
  });

  it('client statement: choose the client, see the balances, e-mail it with the composer', async () => {
    const acme = {
      id: 7,
      client_id: 7,
      full_name: 'Jordan Smith',
      business_name: 'Acme Holdings',
      email: 'jordan@acme.co.uk',
    };
    const { calls } = mockApi({
      ...profile,
      get_quotation_client_list: (_body, { query }) => pageOf([acme], query.get('page'), query.get('limit')),
      'reports/client_statement': ok({
        currency_code: 'GBP',
        client_id: 7,
        client_name: 'Acme Holdings',
        client_email: 'jordan@acme.co.uk',
        from: '2026-01-01',
        to: '2026-12-31',
        opening_balance: 1200,
        invoices: 720,
        payments: 1020,
        credit_notes: 120,
        refunds: 0,
        closing_balance: 780,
        rows: [
          { date: '2026-06-01', type: 'credit_note', reference: 'CN-000001', amount: -120, balance: 1080 },
        ],
        page: 1,
        per_page: 50,
        total_rows: 1,
      }),
      'reports/email_statement': ok({ to: 'jordan@acme.co.uk' }),
    });
    renderApp(<ReportsScreen />, { route: '/reports?report=client-statement' });
    await user.click(await screen.findByRole('button', { name: 'Choose client' }));
    await user.click(await screen.findByRole('button', { name: 'Select Jordan Smith' }));
    const table = await screen.findByRole('table', { name: 'Client statement' });
    expect(rowOf(table, '2026-06-01')).toHaveTextContent('1,080.00');
    expect(screen.getByText(/closing balance/)).toHaveTextContent('780.00');
    await user.click(screen.getByRole('button', { name: 'Email statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email statement' });
    expect(within(dialog).getByRole('textbox', { name: /^To/ })).toHaveValue('jordan@acme.co.uk');
    await user.click(within(dialog).getByRole('button', { name: /Send/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'reports/email_statement')?.body).toMatchObject({
        client_id: 7,
        email_to: 'jordan@acme.co.uk',
      }),
    );
  });
});
