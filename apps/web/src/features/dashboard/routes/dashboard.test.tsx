// The dashboard's figures (issue 14) from GET dashboard/summary, shown in the business's currency, with
// the way to the invoices, the chart's figures in a table for screen readers, one greeting, and the
// quick links still behind the Complete Registration gate (user-layout.test.tsx covers the gate's dialog).
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary } from '@tradebook/domain/dashboard/dashboard.schemas';
import { setToken } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import Dashboard from './dashboard';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });
const profile = {
  id: 1,
  welcomename: 'Priya Shah',
  currency: '€',
  currency_id: 978,
  company_name: 'Shah Plumbing',
  companytype: 'Sole Trader',
};

const months = Array.from({ length: 12 }, (_, index) => ({
  month: index === 0 ? '2025-12' : `2026-${String(index).padStart(2, '0')}`,
  income: index === 11 ? 30 : index === 10 ? 1234.5 : 0,
  expenses: index === 11 ? 112.49 : 0,
}));

const summary: DashboardSummary = {
  currency_id: 978,
  currency: '€',
  currency_code: 'EUR',
  today: '2026-11-25',
  outstanding: { amount: 1789.51, count: 3 },
  overdue: { amount: 125.15, count: 2 },
  paid_this_month: { amount: 30, count: 1 },
  expenses_this_month: { amount: 112.49, count: 2 },
  quotations_awaiting: { amount: 82.58, count: 1 },
  tax_to_set_aside: { amount: 302, profit_so_far: 1510, rate: 20 },
  vat_this_period: { from: '2026-10-01', to: '2026-12-31', amount: 190 },
  months,
};

function renderDashboard(answer: object = ok(summary), person: object = profile) {
  setToken('token-123');
  const api = mockApi({ get_profile: ok(person), 'dashboard/summary': answer });
  renderApp(<Dashboard />, {
    route: '/dashboard',
    routes: { '/list-invoice': <h1>Invoice list screen</h1> },
  });
  return api;
}

const card = async (name: string) => within(await screen.findByRole('region', { name }));

afterEach(() => vi.restoreAllMocks());

describe('the dashboard', () => {
  it("shows each figure in the business's currency, from one call", async () => {
    const { calls } = renderDashboard();
    expect((await card('Outstanding')).getByText('€1,789.51')).toBeInTheDocument();
    expect((await card('Outstanding')).getByText('Still to be paid on 3 sent invoices')).toBeInTheDocument();
    expect((await card('Overdue')).getByText('€125.15')).toBeInTheDocument();
    expect((await card('Overdue')).getByText('2 invoices past the due date')).toBeInTheDocument();
    expect((await card('Paid this month')).getByText('€30.00')).toBeInTheDocument();
    expect((await card('Paid this month')).getByText('1 payment received')).toBeInTheDocument();
    expect((await card('Expenses this month')).getByText('€112.49')).toBeInTheDocument();
    expect((await card('Quotations awaiting an answer')).getByText('€82.58')).toBeInTheDocument();
    expect((await card('Tax to set aside')).getByText('€302.00')).toBeInTheDocument();
    expect(
      (await card('Tax to set aside')).getByText('20 % of the profit of the tax year so far'),
    ).toBeInTheDocument();
    expect((await card('VAT for this period so far')).getByText('€190.00')).toBeInTheDocument();
    expect(
      (await card('VAT for this period so far')).getByText('2026-10-01 to 2026-12-31'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'dashboard/summary')).toHaveLength(1);
  });

  it('puts the twelve months in a table for screen readers, beside a named chart', async () => {
    renderDashboard();
    const table = await screen.findByRole('table', {
      name: 'Income and expenses for each of the last 12 months',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('December 2025€0.00€0.00');
    expect(rows[11]).toHaveTextContent('October 2026€1,234.50€0.00');
    expect(rows[12]).toHaveTextContent('November 2026€30.00€112.49');
    expect(
      await screen.findByRole('img', { name: /bar chart of income and expenses in €/i }),
    ).toBeInTheDocument();
  });

  it('leads from the overdue card to the invoices, by keyboard', async () => {
    renderDashboard();
    const link = (await card('Overdue')).getByRole('link', { name: 'See overdue invoices' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Invoice list screen' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/list-invoice?status=overdue');
  });

  it('greets once, on the page only where the top bar has no greeting', async () => {
    renderDashboard();
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent('Welcome, Priya Shah.');
    expect(screen.getAllByText(/Welcome/)).toHaveLength(1);
  });

  it('keeps the quick links', async () => {
    renderDashboard();
    for (const name of [/new quotation/i, /new invoice/i, /new expense/i])
      expect(await screen.findByRole('link', { name })).toBeInTheDocument();
  });
});

describe('the dashboard when the summary fails', () => {
  it('offers Try again, which reads the figures again', async () => {
    let calls = 0;
    setToken('token-123');
    mockApi({
      get_profile: ok(profile),
      'dashboard/summary': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { status: 0, message: 'Something went wrong. Please try again.' } }
          : ok(summary);
      },
    });
    renderApp(<Dashboard />, { route: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect((await card('Outstanding')).getByText('€1,789.51')).toBeInTheDocument();
  });
});
