import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import { mockApi, pageOf } from '../../test/mock-api';
import { renderApp } from '../../test/render';
import { ClientPickerDialog } from './client-picker-dialog';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

const clients: Client[] = ['Ash', 'Birch', 'Cedar', 'Damson', 'Elm'].map((name, index) => ({
  id: index + 1,
  client_id: index + 1,
  address_id: index + 1,
  full_name: `${name} Owner`,
  email: `${name.toLowerCase()}@example.com`,
  phone1: '',
  phone2: '',
  business_name: `${name} Ltd`,
  city: '',
  vat_number: '',
  buyer_reference: '',
  einvoice_scheme: '',
  einvoice_address: '',
  language: 'us',
  country: '',
  postal_address: '',
  street1: '',
  street2: '',
  state: '',
  zip: '',
  notes: 'N/A',
  website: '',
  created_at: '2026-11-21T10:00:00.000Z',
}));

/** Stands in for get_quotation_client_list: searches by name and answers the page asked for. */
function server() {
  return mockApi({
    get_quotation_client_list: (_body, { query }) => {
      const search = (query.get('search_text') ?? '').toLowerCase();
      const matching = clients.filter((client) => client.full_name.toLowerCase().includes(search));
      return pageOf(matching, query.get('page'), query.get('limit'));
    },
  });
}

function renderPicker() {
  const onPick = vi.fn<(client: Client) => void>();
  const onClose = vi.fn<() => void>();
  renderApp(<ClientPickerDialog opened onClose={onClose} onPick={onPick} />);
  return { onPick, onClose };
}

describe('client picker', () => {
  it('asks the server for 4 clients a page by business name and pages through them', async () => {
    const { calls } = server();
    const { onPick, onClose } = renderPicker();
    const list = await screen.findByRole('list', { name: 'Clients' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(calls[0]?.path).toBe('get_quotation_client_list?sort=business_name&page=1&limit=4');

    const pages = screen.getByRole('navigation', { name: 'Client pages' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Clients' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(calls.at(-1)?.path).toBe('get_quotation_client_list?sort=business_name&page=2&limit=4');

    await user.click(screen.getByRole('button', { name: 'Select Elm Owner' }));
    expect(onPick).toHaveBeenCalledWith(clients[4]);
    expect(onClose).toHaveBeenCalled();
  });

  it('searches on the server from the first page, and shows no pages for one page', async () => {
    const { calls } = server();
    renderPicker();
    await screen.findByRole('list', { name: 'Clients' });
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.type(screen.getByLabelText('Search clients'), 'cedar');

    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe(
        'get_quotation_client_list?search_text=cedar&sort=business_name&page=1&limit=4',
      ),
    );
    const list = await screen.findByRole('list', { name: 'Clients' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('Cedar Ltd')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Client pages' })).not.toBeInTheDocument();
  });
});
