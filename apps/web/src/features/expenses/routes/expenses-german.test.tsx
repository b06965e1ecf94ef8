// The expense screens in German (issue 28, ADR 0247): the list's filters, card and total, and Add
// expense's fields and the spec's messages next to them, come from the German catalogue.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { expenseFixture, expensePage } from '../../../test/fixtures/expense-fixture';
import AddExpense from './add-expense';
import ListExpenses from './list-expenses';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });
const lookups = {
  get_profile: ok({
    id: 1,
    currency: '€',
    currency_id: 978,
    country_id: 276,
    company_name: 'Holz GmbH',
    companytype: 'Sole Trader',
  }),
  get_new_country_list: ok([{ id: 276, name: 'Germany', code: 'DE' }]),
  get_currency_list: ok([{ id: 978, name: 'Euro', code: 'EUR', symbol: '€', minor_units: 2 }]),
  get_payment_options: ok(['Cash', 'Card']),
};

afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('us');
});

describe('the expense screens in German', () => {
  it('writes the list, its filters, a card and the total in German', async () => {
    await switchLanguage('de');
    mockApi({
      ...lookups,
      'expense/filter/dropdown': ok([{ id: 4, name: 'Fuel' }]),
      'pagination/get_expense_list': ok(
        expensePage([expenseFixture({ vendor: '' }), expenseFixture({ id: 2 })]),
      ),
    });
    renderApp(<ListExpenses />, { route: '/list-expenses' });

    const card = within(await screen.findByRole('article', { name: 'EXP-000001' }));
    expect(card.getByText('Kein Lieferant')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ausgaben', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Neueste zuerst' })).toBeChecked();
    expect(screen.getByText('2 Ausgaben')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Summe der aufgeführten Ausgaben' })).getByText('Summe'),
    ).toBeInTheDocument();
  });

  it("writes Add expense's fields and the spec's messages next to them in German", async () => {
    await switchLanguage('de');
    mockApi({
      ...lookups,
      get_expense_count: ok({
        expense_count: 0,
        total_credit_per_month: 5,
        limit_applies: false,
        limit_reached: false,
      }),
      get_expense_category: ok([{ id: 4, category: 'Fuel' }]),
    });
    renderApp(<AddExpense />, { route: '/add-expense' });

    expect(await screen.findByRole('heading', { name: 'Ausgabe hinzufügen', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Ich kann diese Vorsteuer abziehen/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bilder auswählen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte wählen Sie eine Zahlungsart.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie einen Betrag ein.')).toBeInTheDocument();
  });
});
