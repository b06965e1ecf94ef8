// An accountant reads the items (docs/decisions/0240-accountant-screens.md): cards, Export CSV and Print
// stay; no Add Item, Import, Categories, Edit or Delete. The owner's: item-list tests.
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '@tradebook/domain/items/items.schemas';
import { chooseBusiness } from '../../../lib/chosen-business';
import { mockApi, pageOf } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import ItemList from './item-list';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

const item: Item = {
  id: 1,
  item_id: 1,
  item_no: 'ITEM-000001',
  name: 'Item 1',
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
};

afterEach(() => chooseBusiness(null));

describe("an accountant reading a business's items", () => {
  it('sees the cards, Export CSV and Print, and no Add Item, Import, Categories, Edit or Delete', async () => {
    chooseBusiness({ id: 7, name: 'Baker Joinery Ltd' });
    mockApi({
      get_profile: ok({ currency: '£' }),
      list_item_category: ok([]),
      get_item: (body) => pageOf([item], body?.page, body?.limit),
    });
    renderApp(<ItemList />, { route: '/item-list' });

    const card = await screen.findByRole('article', { name: 'Item 1' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Edit Item 1' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Delete Item 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Item' })).not.toBeInTheDocument();
    for (const name of ['Import', 'Categories']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});
