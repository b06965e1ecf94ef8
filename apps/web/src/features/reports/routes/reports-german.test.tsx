// The reports of a British business whose owner reads German (issue 28, ADR 0258): German words, and
// amounts and dates as German writes them.
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import ReportsScreen from './reports';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

afterEach(async () => {
  await switchLanguage('us');
});

describe('the reports in German', () => {
  it('income tax: German headings, 1.610,00 and the quarter as 6. Apr. 2026 bis 5. Juli 2026', async () => {
    await switchLanguage('de');
    mockApi({
      get_profile: ok({ id: 1, country_id: 826, currency_id: 826, language: 'de' }),
      get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
      'reports/income_tax': ok({
        currency_code: 'GBP',
        tax_year: 2026,
        from: '2026-04-06',
        to: '2027-04-05',
        basis: 'cash',
        income: 1700,
        allowable_expenses: 90,
        disallowed_expenses: 0,
        profit: 1610,
        quarters: [{ from: '2026-04-06', to: '2026-07-05', income: 1700, expenses: 90, profit: 1610 }],
        categories: [
          {
            hmrc_category: 'adminCosts',
            name: 'Phone, fax, stationery and other office costs',
            allowable: true,
            amount: 90,
          },
        ],
        profit_so_far: 1610,
        income_tax_rate: 20,
        tax_to_set_aside: 322,
      }),
    });
    renderApp(<ReportsScreen />, { route: '/reports' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Berichte' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Einkommensteuer nach Quartal' });
    const quarter = within(table).getByRole('rowheader', { name: '6. Apr. 2026 bis 5. Juli 2026' });
    expect(quarter.closest('tr')).toHaveTextContent('1.700,00');
    expect(within(table).getByRole('rowheader', { name: 'Summe' }).closest('tr')).toHaveTextContent(
      '1.610,00',
    );
    expect(screen.getByRole('region', { name: 'Steuerrücklage (20 %)' })).toHaveTextContent('322,00');
    expect(
      screen.getByText(/6\. Apr\. 2026 bis 5\. Apr\. 2027, nach Ist-Versteuerung, in GBP/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Ausgaben nach HMRC-Kategorie' })).getByText(
        'Telefon, Fax, Büromaterial und sonstige Bürokosten',
      ),
    ).toBeInTheDocument();
  });
});
