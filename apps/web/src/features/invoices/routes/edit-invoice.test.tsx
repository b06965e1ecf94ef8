import dayjs from 'dayjs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { chooseOption } from '../../../test/choose-option';
import { mockApi, type ApiAnswer, type ApiHandler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { invoiceFixture, partPaidInvoiceFixture, paymentFixture } from '../testing/invoice-fixture';
import EditInvoice from './edit-invoice';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });
const METHODS = ['Cash', 'Bank transfer', 'Card'];
function edit(invoice: Invoice, extra: Record<string, ApiHandler | ApiAnswer> = {}) {
  const api = mockApi({
    'invoice/ListByInvoiceNumber': ok(invoice),
    get_payment_options: ok(METHODS),
    ...extra,
  });
  renderApp(<EditInvoice />, {
    route: `/edit-invoice/${invoice.invoice_number}`,
    path: '/edit-invoice/:id',
    routes: { '/show-invoice/:id': <div>PDF preview</div> },
  });
  return api;
}

const chooseMethod = (dialog: HTMLElement, method: string) =>
  chooseOption(user, within(dialog).getByRole('combobox', { name: 'Payment Method' }), method);

async function openPayment() {
  await user.click(await screen.findByRole('button', { name: 'Payment' }));
  return screen.findByRole('dialog', { name: 'Payment' });
}

/** The invoice once the rest (£52.58) is paid. */
const paidInFull = () => {
  const payments = [
    paymentFixture(),
    paymentFixture({ id: 2, submitted_amount: 52.58, amount: 52.58, status: 'fully_paid', method: 'Card' }),
  ];
  return partPaidInvoiceFixture({
    invoice_status: 'paid',
    status: 'paid',
    invoice_type: 'paid',
    badges: ['Paid', 'Discount'],
    total_amount_paid: 82.58,
    remaining_due: 0,
    payments,
    payment: payments,
  });
};

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

  it('marks the invoice fully paid: the tick fills in the due and clears it again', async () => {
    edit(partPaidInvoiceFixture());
    const dialog = await openPayment();
    const amount = within(dialog).getByLabelText('Pay Now');
    expect(within(dialog).getByLabelText('Payment Date')).toHaveValue(dayjs().format('MM/DD/YYYY'));
    expect(within(dialog).getByTestId('payments-paid')).toHaveTextContent('£30.00');
    expect(within(dialog).getByTestId('payments-due')).toHaveTextContent('£52.58');
    expect(within(dialog).getByText('Partially paid')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Mark as Fully Paid'));
    expect(amount).toHaveValue('52.58');
    await user.click(within(dialog).getByLabelText('Mark as Fully Paid'));
    expect(amount).toHaveValue('');
  });

  it('records a payment with an Idempotency-Key, starts the form again and follows the due to 0', async () => {
    const { calls } = edit(partPaidInvoiceFixture(), { 'invoice/add_payment': ok(paidInFull()) });
    const dialog = await openPayment();
    await user.click(within(dialog).getByLabelText('Mark as Fully Paid'));
    await user.clear(within(dialog).getByLabelText('Payment Date'));
    await user.type(within(dialog).getByLabelText('Payment Date'), '2026-11-25');
    await chooseMethod(dialog, 'Card');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('Save data Successful.')).toBeInTheDocument();
    const sent = calls.filter((call) => call.path === 'invoice/add_payment');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      invoice_id: 1,
      submitted_amount: '52.58',
      submission_date: '2026-11-25',
      method: 'Card',
      description: '',
    });
    expect(sent[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);

    // The form starts again (the edit screen's date is empty) and the figures are the server's.
    // The invoice is read again after the save: a busy runner can take longer than waitFor's 1 s.
    await waitFor(() => expect(within(dialog).getByTestId('payments-due')).toHaveTextContent('£0.00'), {
      timeout: 5000,
    });
    expect(within(dialog).getByTestId('payments-paid')).toHaveTextContent('£82.58');
    expect(within(dialog).getByLabelText('Pay Now')).toHaveValue('');
    expect(within(dialog).getByLabelText('Payment Date')).toHaveValue(dayjs().format('MM/DD/YYYY'));
    expect(within(dialog).getByLabelText('Mark as Fully Paid')).not.toBeChecked();
    expect(within(dialog).getByText('Nothing is due on this invoice.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Record payment' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Payment' })).toBeDisabled();
    expect(screen.getByTestId('totals-due')).toHaveTextContent('£0.00');
  });

  it('records a double-clicked payment once, and a retry after a failure with the same key', async () => {
    let answers = 0;
    const { calls } = edit(partPaidInvoiceFixture(), {
      'invoice/add_payment': () => {
        answers += 1;
        return answers === 1
          ? { status: 500, body: { status: 0, message: 'Something went wrong. Please try again.' } }
          : ok(paidInFull());
      },
    });
    const dialog = await openPayment();
    await user.type(within(dialog).getByLabelText('Pay Now'), '52.58');
    await user.clear(within(dialog).getByLabelText('Payment Date'));
    await user.type(within(dialog).getByLabelText('Payment Date'), '2026-11-25');
    await chooseMethod(dialog, 'Cash');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'invoice/add_payment')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Save data Successful.')).toBeInTheDocument();
    const keys = calls
      .filter((call) => call.path === 'invoice/add_payment')
      .map((call) => call.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
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

  it('takes no payment on a void invoice', async () => {
    edit(invoiceFixture({ invoice_type: 'void', badges: ['Void'] }));
    expect(await screen.findByText('This invoice is void and cannot be edited.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payment' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeDisabled();
  });

  it('asks for unsaved changes to be saved before a payment is taken', async () => {
    edit(invoiceFixture());
    await user.click(await screen.findByRole('button', { name: 'Remove Fixings' }));
    const dialog = await openPayment();
    expect(
      within(dialog).getByText(
        'Save your changes with Next first: a payment is recorded against the saved invoice.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Record payment' })).toBeDisabled();
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
