// The dashboard in German (issue 28, ADR 0247): headings, figure cards with ICU plurals, the month
// table's names and the quick links come from the German catalogue.
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary } from '@tradebook/domain/dashboard/dashboard.schemas';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { setToken } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import Dashboard from './dashboard';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });
const figure = (amount: number, count: number) => ({ amount, count });
const summary: DashboardSummary = {
  currency_id: 978,
  currency: '€',
  currency_code: 'EUR',
  today: '2026-11-25',
  outstanding: figure(100, 1),
  overdue: figure(50, 2),
  paid_this_month: figure(30, 1),
  expenses_this_month: figure(10, 3),
  quotations_awaiting: figure(0, 0),
  tax_to_set_aside: { amount: 60, profit_so_far: 300, rate: 20 },
  vat_this_period: { from: '2026-10-01', to: '2026-12-31', amount: 5 },
  months: [{ month: '2026-11', income: 30, expenses: 10 }],
};

afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('us');
});

describe('the dashboard in German', () => {
  it('reads its headings, figures and links from the German catalogue', async () => {
    await switchLanguage('de');
    setToken('token-123');
    mockApi({
      get_profile: ok({ id: 1, welcomename: 'Jonas', currency: '€', company_name: 'Holz GmbH' }),
      'dashboard/summary': ok(summary),
    });
    renderApp(<Dashboard />, { route: '/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Übersicht' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'So läuft Ihr Geschäft' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Neue Rechnung/ })).toBeInTheDocument();
    const overdue = within(await screen.findByRole('region', { name: 'Überfällig' }));
    expect(overdue.getByText('2 Rechnungen nach Fälligkeit')).toBeInTheDocument();
    expect(overdue.getByRole('link', { name: 'Überfällige Rechnungen ansehen' })).toBeInTheDocument();
    const paid = within(screen.getByRole('region', { name: 'Bezahlt in diesem Monat' }));
    expect(paid.getByText('1 Zahlung erhalten')).toBeInTheDocument();
    const tax = within(screen.getByRole('region', { name: 'Steuerrücklage' }));
    expect(tax.getByText('20 % des Gewinns im bisherigen Steuerjahr')).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'Einnahmen und Ausgaben für jeden der letzten 12 Monate',
    });
    expect(within(table).getByRole('columnheader', { name: 'Einnahmen' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'November 2026' })).toBeInTheDocument();
  });
});

describe('the dashboard of a British business whose owner reads German (ADR 0258)', () => {
  it('writes its amounts and the VAT period as German does, in pounds', async () => {
    await switchLanguage('de');
    setToken('token-123');
    mockApi({
      get_profile: ok({ id: 1, welcomename: 'Jonas', currency: '£', language: 'de', country_id: 826 }),
      get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
      'dashboard/summary': ok({
        ...summary,
        currency_id: 826,
        currency: '£',
        currency_code: 'GBP',
        outstanding: figure(1789.51, 3),
        overdue: figure(0, 0),
      }),
    });
    renderApp(<Dashboard />, { route: '/dashboard' });

    const outstanding = within(await screen.findByRole('region', { name: 'Offen' }));
    expect(await outstanding.findByText('1.789,51 £')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Überfällig' })).getByText('0,00 £'),
    ).toBeInTheDocument();
    const vat = within(screen.getByRole('region', { name: 'USt. im laufenden Zeitraum' }));
    expect(vat.getByText('1. Okt. 2026 bis 31. Dez. 2026')).toBeInTheDocument();
  });
});
