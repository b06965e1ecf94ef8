import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi, type ApiCall } from '../../../test/render-screen';
import EditClient from '../routes/edit-client';

const user = userEvent.setup({ delay: null });
vi.setConfig({ testTimeout: 30_000 });

const germanClient = {
  id: 9,
  client_id: 9,
  address_id: 9,
  full_name: 'Greta Vogel',
  email: 'greta@vogel.de',
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
  language: 'de',
  created_at: '2026-11-21T10:00:00.000Z',
};

function fakeServer(call: ApiCall) {
  if (call.path === 'get_new_country_list') return [];
  if (call.path === 'getClientDetailByClientId') return germanClient;
  if (call.path === 'update_client') return { ...germanClient, ...call.body };
  throw new Error(`unexpected call ${call.method} ${call.path}`);
}

const languageInput = () =>
  screen
    .getAllByLabelText('Document language', { exact: false })
    .find((element) => element.tagName === 'INPUT') as HTMLElement;

describe("the client form's document language", () => {
  it('shows the saved language named in itself and saves the one chosen', async () => {
    const calls = stubApi(fakeServer);
    renderScreen(
      { '/edit-client/:id': <EditClient />, '/list-clients': <div>Client list page</div> },
      '/edit-client/9',
    );
    await waitFor(() => expect(languageInput()).toHaveValue('Deutsch'));
    await user.click(languageInput());
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'update_client')).toBe(true));
    expect(calls.find((call) => call.path === 'update_client')?.body).toMatchObject({ language: 'fr' });
  });
});
