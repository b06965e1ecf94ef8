import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Item } from '@tradebook/domain/items/items.schemas';
import { mockApi, pageOf } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import ItemList from './item-list';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

const items: Item[] = Array.from({ length: 11 }, (_, index) => ({
  id: index + 1,
  item_id: index + 1,
  item_no: `ITEM-${String(index + 1).padStart(6, '0')}`,
  name: `Item ${index + 1}`,
  description: '',
  quantity: 1,
  unit_price: 10,
  amount: 10,
  type: 'parts',
  service_type: 'parts',
  category_id: null,
  category_type: 'N/A',
  created_at: '2026-11-21T10:00:00.000Z',
  created_by: 1,
  active: 1,
}));

describe('item list', () => {
  it('shows the page of 10 the server answers and asks for the next one', async () => {
    const { calls } = mockApi({
      get_profile: ok({ currency: '£' }),
      list_item_category: ok([]),
      get_item: (body) => pageOf(items, body?.page, body?.limit),
    });
    renderApp(<ItemList />, { route: '/item-list' });
    await screen.findByRole('article', { name: 'Item 1' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(calls.find((call) => call.path === 'get_item')?.body).toEqual({
      search_text: '',
      sort: 'date',
      order: 'desc',
      page: 1,
      limit: 10,
    });

    const pages = screen.getByRole('navigation', { name: 'Item pages' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'Item 11' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(calls.filter((call) => call.path === 'get_item').at(-1)?.body).toMatchObject({
      page: 2,
      limit: 10,
    });
  });
});
