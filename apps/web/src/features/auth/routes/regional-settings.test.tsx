import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderApp } from '../../../test/render';
import { mockApi } from '../../../test/mock-api';
import { loadRegionalChoice } from '../regional-choice';
import RegionalSettings from './regional-settings';

const countries = [
  { id: 826, name: 'United Kingdom', code: 'GB' },
  { id: 840, name: 'United States of America', code: 'US' },
];
const currencies = [
  { id: 826, name: 'British Pound', code: 'GBP', symbol: '£', minor_units: 2 },
  { id: 840, name: 'US Dollar', code: 'USD', symbol: '$', minor_units: 2 },
];

function RegisterProbe() {
  const { state } = useLocation();
  return <pre data-testid="register-state">{JSON.stringify(state)}</pre>;
}

function lookups(countryList: unknown = countries, currencyList: unknown = currencies) {
  return mockApi({
    get_new_country_list: { body: { status: 1, message: '', response: countryList } },
    get_currency_list: { body: { status: 1, message: '', response: currencyList } },
  });
}

describe('Regional settings', () => {
  it("starts from the browser's region and carries the choice to register", async () => {
    lookups();
    renderApp(<RegionalSettings />, {
      route: '/regional-settings',
      routes: { '/register': <RegisterProbe /> },
    });

    // jsdom's navigator.language is en-US.
    const settled = { timeout: 8000 };
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('United States of America'),
      settled,
    );
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('US Dollar'),
      settled,
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('English');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const state = JSON.parse((await screen.findByTestId('register-state')).textContent ?? 'null');
    expect(state.regional).toMatchObject({ country: '840', language: 'us', currency: '840' });
    expect(loadRegionalChoice()).toMatchObject({ country: '840', currency: '840' });
  }, 20_000);

  it("proposes the country's currency once a country is picked, and the visitor can still change it", async () => {
    lookups();
    const user = userEvent.setup();
    renderApp(<RegionalSettings />, { route: '/regional-settings' });
    const settled = { timeout: 8000 };
    const currency = () => screen.getByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(currency()).toHaveValue('US Dollar'), settled);

    const country = screen.getByRole('combobox', { name: 'Country' });
    await user.click(country);
    await user.click(await screen.findByRole('option', { name: 'United Kingdom', hidden: true }));
    await waitFor(() => expect(currency()).toHaveValue('British Pound'), settled);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('English');

    await user.click(currency());
    await user.click(await screen.findByRole('option', { name: /^US Dollar/, hidden: true }));
    await waitFor(() => expect(currency()).toHaveValue('US Dollar'), settled);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom');
  }, 30_000);

  it('requires a country and a currency', async () => {
    lookups([], []);
    renderApp(<RegionalSettings />, { route: '/regional-settings' });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Country is required.')).toBeInTheDocument();
    expect(screen.getByText('Currency is required.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/regional-settings');
  });
});
