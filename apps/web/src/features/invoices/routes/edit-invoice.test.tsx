// Editing an invoice: filled from the saved one, checked, read-only when it must be, its lines and
// attachments (payments taken on it: edit-invoice-payments.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { invoiceFixture, partPaidInvoiceFixture } from '../../../test/fixtures/invoice-fixture';
import { editInvoiceScreen as edit, ok } from '../../../test/fixtures/edit-invoice-screen';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('edit invoice', () => {
  it('is filled from the saved invoice and saves it with its line ids', async () => {
    const { calls } = edit(invoiceFixture(), {
      update_invoice: ok(invoiceFixture()),
    });
    expect(await screen.findByDisplayValue('INV-000001')).toBeInTheDocument();
    // The date box reads in the business's country's order, the browser's (en-US here) while the country is
    // unknown (ADR 0224).
    expect(screen.getByLabelText('Invoice Date')).toHaveValue('11/21/2026');
    expect(screen.getByDisplayValue('28 Days')).toBeInTheDocument();
    expect(screen.getByTestId('totals-grand')).toHaveTextContent('£82.58');
    expect(screen.getByTestId('totals-due')).toHaveTextContent('£82.58');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PDF preview')).toBeInTheDocument();
    expect(screen.getByText('Update data Successful.')).toBeInTheDocument();
    const sent = calls.find((call) => call.path === 'update_invoice')?.body;
    expect(sent).toMatchObject({ invoice_id: 1, invoice_status: 'draft', discount_value: '10' });
    expect((sent?.invoice_items as Array<{ item_id?: number }>).map((line) => line.item_id)).toEqual([
      11, 12,
    ]);
  });

  it('checks the save before sending it', async () => {
    const { calls } = edit(invoiceFixture());
    await screen.findByDisplayValue('INV-000001');
    await user.clear(screen.getByLabelText('Invoice Date'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invoice date is required.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'update_invoice')).toBe(false);
  });

  it('shows an invoice with payments read-only, and says why', async () => {
    edit(partPaidInvoiceFixture());
    expect(
      await screen.findByText(
        'An invoice that was sent or has payments cannot be changed. To correct it, issue a credit note and a new invoice.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discount' })).toBeDisabled();
    expect(screen.getByLabelText('Invoice Date')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit Oak board' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payment' })).toBeEnabled();
    expect(screen.getByTestId('totals-paid')).toHaveTextContent('£30.00');
    expect(screen.getByTestId('totals-due')).toHaveTextContent('£52.58');
  });

  it('shows a sent invoice read-only, and offers a credit note and a new invoice to correct it (ADR 0317)', async () => {
    const { calls } = edit(
      invoiceFixture({ invoice_status: 'sent', status: 'sent', sent_at: '2026-11-22T09:00:00.000Z' }),
    );
    expect(
      await screen.findByText(
        'An invoice that was sent or has payments cannot be changed. To correct it, issue a credit note and a new invoice.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeDisabled();
    expect(screen.getByLabelText('Invoice Date')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Issue credit note' })).toHaveAttribute(
      'href',
      '/add-credit-note/INV-000001',
    );
    expect(screen.getByRole('link', { name: 'New invoice' })).toHaveAttribute('href', '/add-invoice');
    // Next opens the PDF: nothing is sent to change it.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PDF preview')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'update_invoice')).toBe(false);
  });

  it('edits a saved line through the Edit Item dialog', async () => {
    const edited = invoiceFixture();
    edited.invoice_items[0] = { ...edited.invoice_items[0]!, quantity: 4, total: 79.96, amount: 79.96 };
    const { calls } = edit(invoiceFixture(), {
      'invoice/eachItemDetail': ok(invoiceFixture().invoice_items[0]),
      'invoice/eachItemDetail/edit': ok(edited),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Oak board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
    const quantity = await within(dialog).findByLabelText('Quantity');
    expect(calls.find((call) => call.path === 'invoice/eachItemDetail')?.body).toEqual({
      invoice_id: 1,
      item_id: 11,
    });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save Item' }));

    expect(await screen.findByText('Update data Successful.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'invoice/eachItemDetail/edit')?.body).toMatchObject({
      invoice_id: 1,
      item_id: 11,
      quantity: '4',
      unit_price: '19.99',
    });
    await waitFor(() => expect(screen.getByTestId('totals-items')).toHaveTextContent('£91.96'));
  });

  it('saves a unit price typed in a saved line through invoice/eachItemDetail/edit', async () => {
    const edited = invoiceFixture();
    edited.invoice_items[0] = { ...edited.invoice_items[0]!, unit_price: 20, total: 60, amount: 60 };
    const { calls } = edit(invoiceFixture(), { 'invoice/eachItemDetail/edit': ok(edited) });
    const price = await screen.findByLabelText('Unit Price for Oak board');
    await user.clear(price);
    await user.type(price, '20{Enter}');

    expect(await screen.findByText('Update data Successful.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'invoice/eachItemDetail/edit')?.body).toMatchObject({
      invoice_id: 1,
      item_id: 11,
      quantity: '3',
      unit_price: '20.00',
    });
    expect(price).toHaveValue('20.00');
  });

  it('deletes a saved attachment from the lightbox and reads the invoice again', async () => {
    const withImage = invoiceFixture({
      is_image: 'Y',
      invoice_attachments: [{ id: 5, filename: 'a1.jpg', url: 'http://localhost/files/a1.jpg' }],
    });
    const { calls } = edit(withImage, { delete_invoice_attachment: ok([]) });
    await user.click(await screen.findByRole('button', { name: 'Open attachment 1' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Attachment' });
    await user.click(within(lightbox).getByRole('button', { name: 'Delete' }));
    await user.click(within(lightbox).getByRole('button', { name: 'Delete attachment' }));

    expect(await screen.findByText('Delete attachment Successful.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'invoice/ListByInvoiceNumber')).toHaveLength(2),
    );
  });

  it('links back to the quotation it was made from', async () => {
    edit(invoiceFixture({ quotation: { quotation_id: 3, quotation_number: 'QUO-000003' } }));
    expect(await screen.findByRole('link', { name: 'QUO-000003' })).toHaveAttribute(
      'href',
      '/edit-quotation/QUO-000003',
    );
  });
});
