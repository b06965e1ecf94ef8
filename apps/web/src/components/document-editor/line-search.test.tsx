import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '@tradebook/domain/items/items.schemas';
import { answerPage, renderScreen, stubApi, type ApiCall } from '../../test/render-screen';
import type { ItemLine } from '../../lib/items/item-line';
import { LineSearch } from './line-search';

const user = userEvent.setup({ delay: null });
vi.setConfig({ testTimeout: 30_000 });

const item = (id: number, name: string, unitPrice: number): Item => ({
  id,
  item_id: id,
  item_no: `ITEM-00000${id}`,
  name,
  description: '',
  quantity: 3,
  unit_price: unitPrice,
  amount: 3 * unitPrice,
  type: 'parts',
  service_type: 'parts',
  category_id: 7,
  category_type: 'Timber',
  created_at: '2026-11-21T10:00:00.000Z',
  created_by: 1,
  active: 1,
});

const catalogue = [item(1, 'Oak board', 12.5), item(2, 'Oak dowel', 0.4), item(3, 'Pine batten', 3.2)];

/** get_item as the server answers it: name or item number containing the text, one page. */
function fakeServer(call: ApiCall) {
  if (call.path !== 'get_item') throw new Error(`unexpected call ${call.method} ${call.path}`);
  const text = String(call.body?.search_text ?? '').toLowerCase();
  const found = catalogue.filter(
    (row) => row.name.toLowerCase().includes(text) || row.item_no.toLowerCase().includes(text),
  );
  return answerPage(found, call.body?.page, call.body?.limit);
}

let calls: ApiCall[];
let onAdd: ReturnType<typeof vi.fn<(line: ItemLine) => void>>;
let onAddNew: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  calls = stubApi(fakeServer);
  onAdd = vi.fn<(line: ItemLine) => void>();
  onAddNew = vi.fn<() => void>();
  renderScreen({ '/': <LineSearch currencySymbol="£" onAdd={onAdd} onAddNew={onAddNew} /> }, '/');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const box = () => screen.getByRole('combobox', { name: 'Find an item to add' });
const itemSearches = () => calls.filter((call) => call.path === 'get_item');

describe('line search of the document editor', () => {
  it('asks nothing until something is typed, then the first page of matches from the server', async () => {
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(itemSearches()).toHaveLength(0);
    await user.type(box(), 'oak');
    const list = await screen.findByRole('listbox', { name: 'Matching items' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Oak board'), expect.stringContaining('Oak dowel')]);
    expect(within(list).getByRole('option', { name: /Oak board/ })).toHaveTextContent('£12.50');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    // Debounced: one call for the word, not one a letter.
    expect(itemSearches().map((call) => call.body)).toEqual([
      { search_text: 'oak', sort: 'name', page: 1, limit: 8 },
    ]);
  });

  it('adds the first match on Enter with quantity 1 at its price, then empties the box and keeps the focus', async () => {
    await user.type(box(), 'ITEM-000003');
    await screen.findByRole('option', { name: /Pine batten/ });
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd.mock.calls[0]![0]).toMatchObject({
      name: 'Pine batten',
      quantityMilli: 1000,
      unitPriceMinor: 320,
      itemNo: 'ITEM-000003',
      itemId: 3,
    });
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Added Pine batten.');
  });

  it('moves through the matches with the arrow keys and adds the highlighted one', async () => {
    await user.type(box(), 'oak');
    await screen.findByRole('option', { name: /Oak dowel/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const dowel = screen.getByRole('option', { name: /Oak dowel/ });
    expect(dowel).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', dowel.id);
    await user.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Oak board/ }).id,
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd.mock.calls[0]![0]).toMatchObject({
      name: 'Oak dowel',
      quantityMilli: 1000,
      unitPriceMinor: 40,
    });
  });

  it('closes the list on Escape and adds nothing', async () => {
    await user.type(box(), 'oak');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('oak');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds the first match of what was typed when Enter comes before the answer', async () => {
    await user.type(box(), 'pine{Enter}');
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0]).toMatchObject({ name: 'Pine batten' });
    expect(box()).toHaveValue('');
  });

  it('says when nothing matches and offers the Add Item dialog', async () => {
    await user.type(box(), 'walnut');
    expect(await screen.findByText('No items match "walnut".')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onAdd).not.toHaveBeenCalled();
    await user.tab();
    const addNew = screen.getByRole('button', { name: 'Add a new item' });
    expect(addNew).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAddNew).toHaveBeenCalledTimes(1);
  });
});
