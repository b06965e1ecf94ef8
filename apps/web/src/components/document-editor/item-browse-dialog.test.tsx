import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '@tradebook/domain/items/items.schemas';
import { answerPage, renderScreen, stubApi, type ApiCall } from '../../test/render-screen';
import type { ItemLine } from '../../lib/items/item-line';
import { ItemBrowseDialog } from './item-browse-dialog';

// Typing without a pause between keys keeps the form tests quick.
const user = userEvent.setup({ delay: null });
// Mantine forms in jsdom take a few seconds a test on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });

const catalogue: Item[] = ['Angle valve', 'Boiler service', 'Copper pipe', 'Drain rod', 'Elbow joint'].map(
  (name, index) => ({
    id: index + 1,
    item_id: index + 1,
    item_no: `ITEM-00000${index + 1}`,
    name,
    description: '',
    quantity: 2,
    unit_price: 4.5,
    amount: 9,
    type: 'parts',
    service_type: 'parts',
    category_id: 7,
    category_type: 'Plumbing',
    created_at: '2026-11-21T10:00:00.000Z',
    created_by: 1,
    active: 1,
  }),
);

function fakeServer(call: ApiCall) {
  if (call.path === 'list_item_category') return [{ id: 7, type: 'Plumbing' }];
  if (call.path === 'get_item') return answerPage(catalogue, call.body?.page, call.body?.limit);
  throw new Error(`unexpected call ${call.method} ${call.path}`);
}

let calls: ApiCall[];
let onAdd: ReturnType<typeof vi.fn<(line: ItemLine) => void>>;
let onClose: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  calls = stubApi(fakeServer);
  onAdd = vi.fn<(line: ItemLine) => void>();
  onClose = vi.fn<() => void>();
  renderScreen({ '/': <ItemBrowseDialog opened onClose={onClose} onAdd={onAdd} currencySymbol="£" /> }, '/');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const newItemForm = () => screen.getByRole('form', { name: 'New item' });
const field = (label: string) => within(newItemForm()).getByLabelText(label, { exact: false });
const submitNewItem = () => user.click(within(newItemForm()).getByRole('button', { name: 'Add Item' }));

async function fill(label: string, value: string) {
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
}

describe('Add/Browse Item dialog, new item', () => {
  it('says the item name is required', async () => {
    await submitNewItem();
    expect(await screen.findByText('Item name is required.')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('says the quantity must be greater than 0', async () => {
    await fill('Name', 'Survey');
    await fill('Quantity', '0');
    await submitNewItem();
    expect(await screen.findByText('Quantity must be greater than 0.')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('says the unit price cannot be negative', async () => {
    await fill('Name', 'Survey');
    await fill('Unit Price', '-1');
    await submitNewItem();
    expect(await screen.findByText('Unit price cannot be negative.')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('says the amount must be greater than 0', async () => {
    await fill('Name', 'Free survey');
    await fill('Unit Price', '0');
    await submitNewItem();
    expect(await screen.findByText('Amount must be greater than 0.')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('shows the amount as it is typed and hands the new line to the caller', async () => {
    await fill('Name', 'Survey');
    await fill('Quantity', '1.5');
    await fill('Unit Price', '40.50');
    expect(field('Amount')).toHaveValue('£60.75');
    await submitNewItem();
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0]).toEqual({
      name: 'Survey',
      description: '',
      quantityMilli: 1500,
      unitPriceMinor: 4050,
      type: 'parts',
      categoryId: null,
      categoryType: 'N/A',
      itemNo: null,
      itemId: null,
    });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('Add/Browse Item dialog, existing items', () => {
  it('asks the server for the items matching the search, from the first page', async () => {
    await screen.findByRole('list', { name: 'Existing items' });
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.type(screen.getByLabelText('Search items'), 'pipe');
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'get_item').at(-1)?.body).toEqual({
        search_text: 'pipe',
        sort: 'name',
        page: 1,
        limit: 4,
      }),
    );
  });

  it('shows 4 items a page and hands a picked item to the caller as a line', async () => {
    const list = await screen.findByRole('list', { name: 'Existing items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).queryByText('Elbow joint')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Existing items' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    const secondPage = screen.getByRole('list', { name: 'Existing items' });
    // The server searches and pages: the dialog asks for page 2 of 4, by name.
    expect(calls.filter((call) => call.path === 'get_item').map((call) => call.body)).toEqual([
      { search_text: '', sort: 'name', page: 1, limit: 4 },
      { search_text: '', sort: 'name', page: 2, limit: 4 },
    ]);

    await user.click(within(secondPage).getByRole('button', { name: 'Add Elbow joint' }));
    expect(onAdd).toHaveBeenCalledWith({
      name: 'Elbow joint',
      description: '',
      quantityMilli: 2000,
      unitPriceMinor: 450,
      type: 'parts',
      categoryId: 7,
      categoryType: 'Plumbing',
      itemNo: 'ITEM-000005',
      itemId: 5,
    });
  });
});
