import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@tradebook/domain/profile/profile-answer.schemas';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { chooseOption } from '../../../test/choose-option';
import { GeneralTab } from './general-tab';
import { i18n, switchLanguage } from '../../../lib/i18n/i18n';

const user = userEvent.setup();
beforeAll(async () => {
  await i18n.loadNamespaces('settings');
});
const ok = (message: string) => ({ body: { status: 1, message, response: null } });

const COUNTRIES = [
  { id: 276, name: 'Germany', code: 'DE' },
  { id: 826, name: 'United Kingdom', code: 'GB' },
];
const CURRENCIES = [
  { id: 826, name: 'British Pound', code: 'GBP', symbol: '£', minor_units: 2 },
  { id: 978, name: 'Euro', code: 'EUR', symbol: '€', minor_units: 2 },
];
const PROFILE = { country_id: 826, currency_id: 826, language: 'us' } as Profile;

function server() {
  return mockApi({
    get_new_country_list: { body: { status: 1, message: 'Success', response: COUNTRIES } },
    get_currency_list: { body: { status: 1, message: 'Success', response: CURRENCIES } },
    update_country: ok('Country updated successfully.'),
    update_user_currency: ok('Currency updated successfully.'),
  });
}

/** The multipart fields of the calls to `path`. */
function sentForms(fetchMock: ReturnType<typeof server>['fetchMock'], path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/${path}`))
    .map(([, init]) => Object.fromEntries((init?.body as FormData).entries()));
}

describe('General tab', () => {
  it("proposes a new country's usual currency, and changes it only when the owner says so", async () => {
    const { fetchMock } = server();
    renderApp(<GeneralTab profile={PROFILE} />);
    await screen.findByDisplayValue('United Kingdom');
    await chooseOption(user, await screen.findByRole('combobox', { name: 'Country' }), 'Germany');
    await waitFor(() => expect(sentForms(fetchMock, 'update_country')).toEqual([{ countryname: 'Germany' }]));

    expect(await screen.findByText(/Businesses in Germany usually invoice in Euro \(EUR\)/)).toBeVisible();
    expect(sentForms(fetchMock, 'update_user_currency')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Use Euro' }));
    await waitFor(() =>
      expect(sentForms(fetchMock, 'update_user_currency')).toEqual([{ currency_id: '978' }]),
    );
    expect(screen.queryByText(/usually invoice in/)).not.toBeInTheDocument();
  });

  it('keeps the currency when the owner declines, and proposes nothing for its own currency', async () => {
    const { fetchMock } = server();
    renderApp(<GeneralTab profile={PROFILE} />);
    await screen.findByDisplayValue('United Kingdom');
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await chooseOption(user, country, 'Germany');
    await user.click(await screen.findByRole('button', { name: 'Keep the current currency' }));
    expect(screen.queryByText(/usually invoice in/)).not.toBeInTheDocument();

    await chooseOption(user, country, 'United Kingdom');
    await waitFor(() => expect(sentForms(fetchMock, 'update_country')).toHaveLength(2));
    expect(screen.queryByText(/usually invoice in/)).not.toBeInTheDocument();
    expect(sentForms(fetchMock, 'update_user_currency')).toEqual([]);
  });
});

describe("General tab in the owner's language", () => {
  afterEach(async () => {
    await switchLanguage('us');
  });

  it('shows a refusal in German by its code, whatever the English message', async () => {
    mockApi({
      get_new_country_list: { body: { status: 1, message: 'Success', response: COUNTRIES } },
      get_currency_list: { body: { status: 1, message: 'Success', response: CURRENCIES } },
      update_country: {
        status: 422,
        body: {
          status: 0,
          message: ['Please choose a country from the list.'],
          code: 'regional.country_invalid',
          codes: ['regional.country_invalid'],
        },
      },
    });
    await switchLanguage('de');
    renderApp(<GeneralTab profile={PROFILE} />);
    await screen.findByDisplayValue('United Kingdom');
    // Chosen by keyboard, without waiting for the choice to stay: the server refuses it.
    (await screen.findByRole('combobox', { name: 'Land' })).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(document.querySelector('[data-combobox-selected]')).toHaveTextContent('Germany'),
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Bitte wählen Sie ein Land aus der Liste.')).toBeVisible();
    expect(screen.queryByText('Please choose a country from the list.')).not.toBeInTheDocument();
  });

  it('switches the screens and <html lang> to the language just chosen', async () => {
    const { fetchMock } = mockApi({
      get_new_country_list: { body: { status: 1, message: 'Success', response: COUNTRIES } },
      get_currency_list: { body: { status: 1, message: 'Success', response: CURRENCIES } },
      update_language: ok('Language updated successfully.'),
    });
    renderApp(<GeneralTab profile={PROFILE} />);
    await screen.findByDisplayValue('United Kingdom');
    await chooseOption(user, await screen.findByRole('combobox', { name: 'Language' }), 'Nederlands');
    await waitFor(() => expect(sentForms(fetchMock, 'update_language')).toEqual([{ language: 'nl' }]));
    expect(await screen.findByText('Taal opgeslagen.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Taal' })).toBeVisible();
    expect(i18n.language).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
  });
});
