import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import { renderScreen, stubApi, type ApiCall } from '../../../test/render-screen';
import AddItem from './add-item';

// Typing without a pause between keys keeps the form tests quick.
const user = userEvent.setup({ delay: null });
// Mantine forms in jsdom take a few seconds a test on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });

/** Stands in for the server: numbers items in order and answers what create_item would. */
function fakeServer() {
  let created = 0;
  const answers = [
    { name: 'Labour', quantity: 1.5, unit_price: 40.5, amount: 60.75 },
    { name: 'Hose', quantity: 3, unit_price: 4, amount: 12 },
    { name: 'Washer', quantity: 1, unit_price: 0.35, amount: 0.35 },
  ];
  return (call: ApiCall) => {
    if (call.path === 'get_profile') return { currency: '£' };
    if (call.path === 'list_item_category') return [];
    if (call.path === 'generate_item_no') return `ITEM-00000${created + 1}`;
    if (call.path === 'create_item') {
      const answer = answers[created]!;
      created += 1;
      return {
        id: created,
        item_id: created,
        item_no: `ITEM-00000${created}`,
        description: '',
        type: 'parts',
        ...answer,
      };
    }
    throw new Error(`unexpected call ${call.method} ${call.path}`);
  };
}

let calls: ApiCall[];

beforeEach(() => {
  calls = stubApi(fakeServer());
  renderScreen(
    {
      '/add-item': <AddItem />,
      '/item-list': (
        <div>
          Item list page <Link to="/add-item">Back to add item</Link>
        </div>
      ),
    },
    '/add-item',
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const form = () => screen.getByRole('form', { name: 'Add item' });
const total = () => screen.getByTestId('recent-items-total');

async function addItem(name: string, quantity: string, unitPrice: string) {
  const field = (label: string) => within(form()).getByLabelText(label, { exact: false });
  await user.type(field('Name'), name);
  await user.clear(field('Quantity'));
  await user.type(field('Quantity'), quantity);
  await user.type(field('Unit Price'), unitPrice);
  await user.click(within(form()).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(form()).getByLabelText('Name', { exact: false })).toHaveValue(''));
}

describe('add item', () => {
  it('keeps a running total of the items added on this visit', async () => {
    expect(await screen.findByDisplayValue('ITEM-000001')).toBeInTheDocument();
    expect(total()).toHaveTextContent('£0.00');

    await addItem('Labour', '1.5', '40.50');
    expect(total()).toHaveTextContent('£60.75');
    expect(calls.find((call) => call.path === 'create_item')?.body).toEqual({
      name: 'Labour',
      description: '',
      quantity: '1.5',
      unit_price: '40.50',
      type: 'parts',
      category_id: '',
    });

    await addItem('Hose', '3', '4');
    expect(total()).toHaveTextContent('£72.75');
    await addItem('Washer', '1', '0.35');
    expect(total()).toHaveTextContent('£73.10');

    const recent = screen.getByRole('list', { name: 'Recently added items' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Washer'),
      expect.stringContaining('Hose'),
      expect.stringContaining('Labour'),
    ]);
    expect(await screen.findByDisplayValue('ITEM-000004')).toBeInTheDocument();
  });

  it('shows the amount of the line being typed', async () => {
    const field = (label: string) => within(form()).getByLabelText(label, { exact: false });
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '0.333');
    await user.type(field('Unit Price'), '10');
    expect(field('Amount')).toHaveValue('£3.33');
  });

  it('saves an empty quantity or unit price box as the default, 1 and 0.00, as the spec says', async () => {
    const field = (label: string) => within(form()).getByLabelText(label, { exact: false });
    await screen.findByDisplayValue('ITEM-000001');
    await user.type(field('Name'), 'Call-out');
    await user.clear(field('Quantity'));
    await user.click(within(form()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'create_item')).toBe(true));
    expect(calls.find((call) => call.path === 'create_item')?.body).toMatchObject({
      quantity: '1',
      unit_price: '0.00',
    });
  });

  it('clears the recent list when the user leaves the page', async () => {
    await addItem('Labour', '1.5', '40.50');
    expect(total()).toHaveTextContent('£60.75');
    await user.click(within(form()).getByRole('link', { name: 'Next' }));
    expect(await screen.findByText(/Item list page/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to add item' }));
    await screen.findByRole('form', { name: 'Add item' });
    expect(total()).toHaveTextContent('£0.00');
    expect(screen.queryByRole('list', { name: 'Recently added items' })).not.toBeInTheDocument();
  });

  it('asks before Next throws away what was typed, and keeps it when the owner stays', async () => {
    const name = () => within(form()).getByLabelText('Name', { exact: false });
    await user.type(name(), 'Copper pipe');
    await user.click(within(form()).getByRole('link', { name: 'Next' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Stay and save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(name()).toHaveValue('Copper pipe');
    expect(screen.queryByText(/Item list page/)).not.toBeInTheDocument();

    await user.click(within(form()).getByRole('link', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText(/Item list page/)).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'create_item')).toBe(false);
  });
});
