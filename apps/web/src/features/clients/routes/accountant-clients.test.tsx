// An accountant reads the clients (docs/decisions/0240-accountant-screens.md): cards, More (e-mail, print,
// CSV) and an empty list's words stay; no Add Client, Import, Edit or Delete. The owner's: list-clients tests.
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { chooseBusiness } from '../../../lib/chosen-business';
import { mockApi, pageOf } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import ListClients from './list-clients';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const client: Client = {
  id: 1,
  client_id: 1,
  address_id: 1,
  full_name: 'Client 1',
  email: 'client1@example.com',
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
  city: '',
  vat_number: '',
  buyer_reference: '',
  einvoice_scheme: '',
  einvoice_address: '',
  language: 'us',
  created_at: '2026-11-21T10:00:00.000Z',
};

afterEach(() => chooseBusiness(null));

describe("an accountant reading a business's clients", () => {
  it('sees the cards and More, and no Add Client, Import, Edit or Delete', async () => {
    chooseBusiness({ id: 7, name: 'Baker Joinery Ltd' });
    mockApi({ get_clients: (_body, { query }) => pageOf([client], query.get('page'), query.get('limit')) });
    renderApp(<ListClients />, { route: '/list-clients' });

    const card = await screen.findByRole('article', { name: 'Client 1' });
    expect(within(card).getByText('client1@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
    for (const name of ['Edit Client 1', 'Delete Client 1']) {
      expect(within(card).queryByRole('link', { name })).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Add Client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('sees an empty list explained, without its add button', async () => {
    chooseBusiness({ id: 7, name: 'Baker Joinery Ltd' });
    mockApi({ get_clients: (_body, { query }) => pageOf([], query.get('page'), query.get('limit')) });
    renderApp(<ListClients />, { route: '/list-clients' });

    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /client/i })).not.toBeInTheDocument();
  });
});
