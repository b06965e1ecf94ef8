import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { quotationFixture } from '../../../test/fixtures/quotation-fixture';
import EditQuotation from './edit-quotation';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

function edit(quotation: Quotation, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'quotation/ListByquotationNumber': ok(quotation), ...extra });
  renderApp(<EditQuotation />, {
    route: `/edit-quotation/${quotation.quotation_number}`,
    path: '/edit-quotation/:id',
    routes: { '/show-quotation/:id': <div>PDF preview</div> },
  });
  return api;
}

describe('edit quotation', () => {
  it('is filled from the saved quotation and saves it with its line ids', async () => {
    const { calls } = edit(quotationFixture(), { update_quotation: ok(quotationFixture()) });
    expect(await screen.findByDisplayValue('QUO-000001')).toBeInTheDocument();
    // The date box reads in the business's country's order, the browser's (en-US here) while the country is
    // unknown (ADR 0224).
    expect(screen.getByLabelText('Quotation Date')).toHaveValue('11/21/2026');
    expect(screen.getByDisplayValue('28 Days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Client' })).toHaveTextContent('Client Co');
    expect(screen.getByTestId('totals-grand')).toHaveTextContent('£82.58');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PDF preview')).toBeInTheDocument();
    expect(screen.getByText('Update data Successful.')).toBeInTheDocument();
    const sent = calls.find((call) => call.path === 'update_quotation')?.body;
    expect(sent).toMatchObject({ quotation_id: 1, discount_type: 'percent', discount_value: '10' });
    expect((sent?.quotation_items as Array<{ item_id?: number }>).map((line) => line.item_id)).toEqual([
      11, 12,
    ]);
  });

  it('edits a saved line through the Edit Item dialog', async () => {
    const edited = quotationFixture();
    edited.quotation_items[0] = { ...edited.quotation_items[0]!, quantity: 4, total: 79.96, amount: 79.96 };
    const { calls } = edit(quotationFixture(), {
      'quotation/eachItemDetail': ok(quotationFixture().quotation_items[0]),
      'quotation/eachItemDetail/edit': ok(edited),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Oak board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
    const quantity = await within(dialog).findByLabelText('Quantity');
    expect(calls.find((call) => call.path === 'quotation/eachItemDetail')?.body).toEqual({
      quotation_id: 1,
      item_id: 11,
    });
    await user.clear(quantity);
    await user.type(quantity, '4');
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('£79.96');
    await user.click(within(dialog).getByRole('button', { name: 'Save Item' }));

    expect(await screen.findByText('Update data Successful.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'quotation/eachItemDetail/edit')?.body).toEqual({
      quotation_id: 1,
      item_id: 11,
      name: 'Oak board',
      description: '',
      quantity: '4',
      unit_price: '19.99',
      type: 'parts',
    });
    await waitFor(() => expect(screen.getByTestId('totals-items')).toHaveTextContent('£91.96'));
  });

  it('saves a quantity typed in a saved line through the same call as the Edit Item dialog', async () => {
    const edited = quotationFixture();
    edited.quotation_items[0] = { ...edited.quotation_items[0]!, quantity: 4, total: 79.96, amount: 79.96 };
    const { calls } = edit(quotationFixture(), {
      'quotation/eachItemDetail/edit': ok(edited),
      update_quotation: ok(edited),
    });
    const quantity = await screen.findByLabelText('Quantity for Oak board');
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.tab();

    expect(await screen.findByText('Update data Successful.')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.path === 'quotation/eachItemDetail/edit').map((call) => call.body),
    ).toEqual([
      {
        quotation_id: 1,
        item_id: 11,
        name: 'Oak board',
        description: '',
        quantity: '4',
        unit_price: '19.99',
        type: 'parts',
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('totals-items')).toHaveTextContent('£91.96'));
    // Next sends the line as typed too, with its id.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PDF preview')).toBeInTheDocument();
    const sent = calls.find((call) => call.path === 'update_quotation')?.body;
    expect(sent?.quotation_items).toEqual([
      expect.objectContaining({ item_id: 11, quantity: '4' }),
      expect.objectContaining({ item_id: 12 }),
    ]);
  });

  it('deletes a saved attachment from the lightbox and reads the quotation again', async () => {
    const withImage = quotationFixture({
      is_image: 'Y',
      quotation_attachments: [{ id: 5, filename: 'a1.jpg', url: 'http://localhost/files/a1.jpg' }],
    });
    const { calls } = edit(withImage, { delete_quotation_attachment: ok([]) });
    await user.click(await screen.findByRole('button', { name: 'Open attachment 1' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Attachment' });
    await user.click(within(lightbox).getByRole('button', { name: 'Delete' }));
    await user.click(within(lightbox).getByRole('button', { name: 'Delete attachment' }));

    expect(await screen.findByText('Delete attachment Successful.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'delete_quotation_attachment')).toHaveLength(1);
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'quotation/ListByquotationNumber')).toHaveLength(2),
    );
  });

  it('can only be edited while it is a draft', async () => {
    edit(quotationFixture({ quotation_status: 'sent' }));
    expect(await screen.findByText('This quotation can no longer be edited')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discount' })).toBeDisabled();
    expect(screen.getByLabelText('Quotation Date')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit Oak board' })).not.toBeInTheDocument();
  });
});
