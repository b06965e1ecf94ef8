import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { mockApi, pageOf } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import ListClients from './list-clients';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

const clients: Client[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  client_id: index + 1,
  address_id: index + 1,
  full_name: `Client ${index + 1}`,
  email: `client${index + 1}@example.com`,
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
}));

describe('client list', () => {
  it('shows the page of 10 the server answers and asks for the next one', async () => {
    const { calls } = mockApi({
      get_clients: (_body, { query }) => pageOf(clients, query.get('page'), query.get('limit')),
    });
    renderApp(<ListClients />, { route: '/list-clients' });
    await screen.findByRole('article', { name: 'Client 1' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(calls[0]?.path).toBe('get_clients?sort=date&page=1&limit=10');

    const pages = screen.getByRole('navigation', { name: 'Client pages' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'Client 12' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(calls.at(-1)?.path).toBe('get_clients?sort=date&page=2&limit=10');
  });

  it('goes back to the first page when the sort changes', async () => {
    const { calls } = mockApi({
      get_clients: (_body, { query }) => pageOf(clients, query.get('page'), query.get('limit')),
    });
    renderApp(<ListClients />, { route: '/list-clients' });
    await screen.findByRole('article', { name: 'Client 1' });
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('article', { name: 'Client 12' });

    await user.click(screen.getByRole('switch', { name: 'Sort by business name' }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('get_clients?sort=business_name&page=1&limit=10'));
  });

  it('says what an empty list is for and offers Add client; a search that finds nothing says so', async () => {
    mockApi({
      get_clients: (_body, { query }) => pageOf([], query.get('page'), query.get('limit')),
    });
    renderApp(<ListClients />, {
      route: '/list-clients',
      routes: { '/add-client': <h1>Add client screen</h1> },
    });
    expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeInTheDocument();
    expect(screen.getByText(/fill in every quotation and invoice/)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No client matches.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No clients yet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add client' }));
    expect(await screen.findByRole('heading', { name: 'Add client screen' })).toBeInTheDocument();
  });
});
