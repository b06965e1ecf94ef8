import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi, type ApiCall } from '../../../test/render-screen';
import AddClient from '../routes/add-client';
import EditClient from '../routes/edit-client';

const user = userEvent.setup({ delay: null });
vi.setConfig({ testTimeout: 60_000 });
// The form loads the currency list before it can show a client's currency.
configure({ asyncUtilTimeout: 10_000 });

const CURRENCIES = [
  { id: 826, name: 'British Pound', code: 'GBP', symbol: '£', minor_units: 2 },
  { id: 978, name: 'Euro', code: 'EUR', symbol: '€', minor_units: 2 },
  { id: 840, name: 'US Dollar', code: 'USD', symbol: '$', minor_units: 2 },
];

const americanClient = {
  id: 9,
  client_id: 9,
  address_id: 9,
  full_name: 'Sam Reed',
  email: 'sam@reed-design.com',
  phone1: '',
  phone2: '',
  business_name: '',
  country: '',
  postal_address: '',
  street1: '',
  street2: '',
  state: '',
  zip: '',
  notes: 'N/A',
  website: '',
  language: 'us',
  currency_id: 840,
  created_at: '2026-11-21T10:00:00.000Z',
};

function fakeServer(call: ApiCall) {
  if (call.path === 'get_new_country_list') return [];
  if (call.path === 'get_currency_list') return CURRENCIES;
  if (call.path === 'getClientDetailByClientId') return americanClient;
  if (call.path === 'create_client' || call.path === 'update_client')
    return { ...americanClient, ...call.body };
  throw new Error(`unexpected call ${call.method} ${call.path}`);
}

const currencyInput = () =>
  screen
    .getAllByLabelText('Invoice currency', { exact: false })
    .find((element) => element.tagName === 'INPUT') as HTMLElement;

/** Searches the currency list for a name and takes the one option left. */
async function chooseCurrency(name: string) {
  await user.clear(currencyInput());
  await user.type(currencyInput(), name);
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(currencyInput()).toHaveValue(name));
}

const listPage = <div>Client list page</div>;

describe("the client form's invoice currency", () => {
  it("is empty for a new client (the business's currency) and saves the one chosen", async () => {
    const calls = stubApi(fakeServer);
    renderScreen({ '/add-client': <AddClient />, '/list-clients': listPage }, '/add-client');
    await waitFor(() => expect(currencyInput()).toHaveAttribute('placeholder', "Your business's currency"));
    expect(currencyInput()).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Sam Reed');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sam@reed-design.com');
    await chooseCurrency('US Dollar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'create_client')).toBe(true));
    expect(calls.find((call) => call.path === 'create_client')?.body).toMatchObject({ currency_id: 840 });
  });

  it("shows a saved client's currency and saves another one", async () => {
    const calls = stubApi(fakeServer);
    renderScreen({ '/edit-client/:id': <EditClient />, '/list-clients': listPage }, '/edit-client/9');
    await waitFor(() => expect(currencyInput()).toHaveValue('US Dollar'));
    await chooseCurrency('Euro');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'update_client')).toBe(true));
    expect(calls.find((call) => call.path === 'update_client')?.body).toMatchObject({ currency_id: 978 });
  });

  it("clears a saved client's currency back to the business's", async () => {
    const calls = stubApi(fakeServer);
    renderScreen({ '/edit-client/:id': <EditClient />, '/list-clients': listPage }, '/edit-client/9');
    await waitFor(() => expect(currencyInput()).toHaveValue('US Dollar'));
    await user.click(screen.getByRole('button', { name: "Use your business's currency" }));
    expect(currencyInput()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'update_client')).toBe(true));
    expect(calls.find((call) => call.path === 'update_client')?.body).toMatchObject({ currency_id: null });
  });
});
