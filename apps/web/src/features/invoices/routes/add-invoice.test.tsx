import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemLine } from '../../../lib/items/item-line';
import { chooseOption } from '../../../test/choose-option';
import { mockApi, type ApiAnswer, type ApiHandler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { invoiceFixture } from '../../../test/fixtures/invoice-fixture';
import AddInvoice from './add-invoice';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });
const today = dayjs().format('YYYY-MM-DD');
const METHODS = ['Cash', 'Bank transfer', 'Card'];

const profile = {
  id: 1,
  email: 'owner@example.com',
  currency: '£',
  currency_id: 826,
  company_name: 'Baker Joinery Ltd',
  companytype: 'Limited Company',
};

const client = {
  id: 7,
  client_id: 7,
  full_name: 'Jo Client',
  business_name: 'Client Co',
  email: 'jo@example.com',
  phone1: '',
  phone2: '',
  notes: 'N/A',
};

function server(overrides: Record<string, ApiHandler | ApiAnswer> = {}) {
  return mockApi({
    get_profile: ok(profile),
    get_invoice_number: ok({
      response: { response: 'INV-000004' },
      invoice_number: 'INV-000004',
      invoice_date: today,
      validity_term: 30,
      currency_id: 826,
      vat_name: 'VAT',
      vat_percent: 20,
      tax1_name: 'Levy',
      tax1_percent: 7.5,
    }),
    get_terms_days: ok({ invoice_days: 14, quotation_days: 28 }),
    'tax/get_details': ok({
      tax1_name: 'VAT',
      tax1_rate: 20,
      is_tax1_enable: 1,
      tax2_name: 'Levy',
      tax2_rate: 7.5,
      is_tax2_enable: 1,
    }),
    get_quotation_client_list: ok([client]),
    get_payment_options: ok(METHODS),
    create_invoice: ok(invoiceFixture({ id: 4, invoice_number: 'INV-000004' })),
    ...overrides,
  });
}

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const routes = {
  '/show-invoice/:id': <div>PDF preview</div>,
  '/edit-invoice/:id': <div>Edit screen</div>,
  '/dashboard': <div>Dashboard page</div>,
};

const pick = (name: string, quantityMilli: number, unitPriceMinor: number, itemId: number): ItemLine => ({
  name,
  description: '',
  quantityMilli,
  unitPriceMinor,
  type: 'parts',
  categoryId: null,
  categoryType: 'N/A',
  itemNo: `ITEM-00000${itemId}`,
  itemId,
});

const chooseMethod = (dialog: HTMLElement, method: string) =>
  chooseOption(user, within(dialog).getByRole('combobox', { name: 'Payment Method' }), method);

describe('add invoice', () => {
  it("shows each missing field of the save as its own toast, in the spec's order, and sends nothing", async () => {
    const { calls } = server();
    renderApp(<AddInvoice />, { route: '/add-invoice', routes });
    expect(await screen.findByDisplayValue('INV-000004')).toBeInTheDocument();
    expect(screen.getByDisplayValue('14 Days')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Invoice Date'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const toasts = await screen.findAllByText(/is required\.$/);
    expect(toasts.map((toast) => toast.textContent)).toEqual([
      'Client is required.',
      'Invoice date is required.',
    ]);
    expect(calls.some((call) => call.path === 'create_invoice')).toBe(false);
  });

  it("asks for the number when it could not be fetched ('Resource not found')", async () => {
    server({ get_invoice_number: { status: 404, body: { status: 0, message: 'Resource not found' } } });
    renderApp(<AddInvoice />, { route: '/add-invoice', routes });
    expect(await screen.findByText('Resource not found')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invoice number is required.')).toBeInTheDocument();
    expect(screen.getByText('Client is required.')).toBeInTheDocument();
  });

  it('keeps Payment disabled while there is nothing to pay', async () => {
    server();
    renderApp(<AddInvoice />, { route: '/add-invoice', routes });
    expect(await screen.findByRole('button', { name: 'Payment' })).toBeDisabled();
  });

  it('checks a payment before keeping it: date, method, then an amount above 0', async () => {
    localStorage.setItem('tradebook.items.selected', JSON.stringify([pick('Oak board', 3000, 1999, 1)]));
    server();
    renderApp(<AddInvoice />, { route: '/add-invoice', routes });
    await user.click(await screen.findByRole('button', { name: 'Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    expect(within(dialog).getByLabelText('Payment Date')).toHaveValue(dayjs().format('MM/DD/YYYY'));
    expect(within(dialog).getByText('Up to 255 characters.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Mark as Fully Paid')).not.toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Payment Date'));
    await user.type(within(dialog).getByLabelText('Pay Now'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Payment date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Payment method is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Payment amount must be greater than 0.')).toBeInTheDocument();
    expect(within(dialog).getByText('No payments yet.')).toBeInTheDocument();
  });

  it('saves the invoice with the payment entered, then opens its PDF', async () => {
    localStorage.setItem(
      'tradebook.items.selected',
      JSON.stringify([pick('Oak board', 3000, 1999, 1), pick('Fixings', 1000, 1200, 2)]),
    );
    const { calls } = server();
    renderApp(<AddInvoice />, { route: '/add-invoice', routes });
    expect(await screen.findByTestId('totals-grand')).toHaveTextContent('£91.76');
    expect(screen.getByTestId('totals-paid')).toHaveTextContent('£0.00');
    expect(screen.getByTestId('totals-due')).toHaveTextContent('£91.76');
    // Items show 4 a page: two fit on one.
    expect(screen.queryByRole('navigation', { name: 'Item pages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Client' }));
    await user.click(await screen.findByRole('button', { name: 'Select Jo Client' }));

    await user.click(screen.getByRole('button', { name: 'Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    await user.type(within(dialog).getByLabelText('Pay Now'), '30');
    await chooseMethod(dialog, 'Cash');
    await user.type(within(dialog).getByLabelText('Note'), 'Deposit');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    // The payment waits on the right; the form starts again with today's date.
    const payments = await within(dialog).findByRole('list', { name: 'Payments' });
    expect(within(payments).getByText('£30.00')).toBeInTheDocument();
    expect(within(payments).getByText('Deposit')).toBeInTheDocument();
    expect(within(dialog).getByTestId('payments-paid')).toHaveTextContent('£30.00');
    expect(within(dialog).getByTestId('payments-due')).toHaveTextContent('£61.76');
    expect(within(dialog).getByLabelText('Pay Now')).toHaveValue('');
    expect(within(dialog).getByLabelText('Payment Date')).toHaveValue(dayjs().format('MM/DD/YYYY'));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Payment Method' })).toHaveValue(''),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('totals-paid')).toHaveTextContent('£30.00');
    expect(screen.getByTestId('totals-due')).toHaveTextContent('£61.76');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PDF preview')).toBeInTheDocument();
    expect(screen.getByText('Save data Successful.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/show-invoice/INV-000004');

    const sent = calls.find((call) => call.path === 'create_invoice')?.body;
    expect(sent).toMatchObject({
      invoice_number: 'INV-000004',
      invoice_date: today,
      invoice_status: 'draft',
      client_id: 7,
      validity_term: 14,
      currency_id: 826,
      vat_name: 'VAT',
      vat_percent: 20,
      tax1_name: 'Levy',
      tax1_percent: 7.5,
      discount_type: 'percent',
      invoice_discount: { type: 'percent', discount: '' },
      total_amount_gross: 91.76,
      payment: { submitted_amount: '30', submission_date: today, method: 'Cash', description: 'Deposit' },
    });
    expect(sent?.invoice_items).toEqual([
      expect.objectContaining({
        name: 'Oak board',
        quantity: '3',
        unit_price: '19.99',
        item_no: 'ITEM-000001',
      }),
      expect.objectContaining({
        name: 'Fixings',
        quantity: '1',
        unit_price: '12.00',
        item_no: 'ITEM-000002',
      }),
    ]);
    expect(calls.some((call) => call.path === 'invoice/add_payment')).toBe(false);
    await waitFor(() => expect(localStorage.getItem('tradebook.items.selected')).toBeNull());
  });

  it('records a second payment through add_payment with its own key after the invoice is made', async () => {
    localStorage.setItem('tradebook.items.selected', JSON.stringify([pick('Oak board', 3000, 1999, 1)]));
    const { calls } = server({ 'invoice/add_payment': ok(invoiceFixture({ id: 4 })) });
    renderApp(<AddInvoice />, { route: '/add-invoice', routes });
    await user.click(await screen.findByRole('button', { name: 'Client' }));
    await user.click(await screen.findByRole('button', { name: 'Select Jo Client' }));
    await user.click(screen.getByRole('button', { name: 'Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    for (const amount of ['10', '5.50']) {
      await user.type(within(dialog).getByLabelText('Pay Now'), amount);
      await chooseMethod(dialog, 'Card');
      await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
      await waitFor(() => expect(within(dialog).getByLabelText('Pay Now')).toHaveValue(''));
    }
    // One can be taken out again before saving.
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PDF preview')).toBeInTheDocument();

    expect(calls.find((call) => call.path === 'create_invoice')?.body?.payment).toMatchObject({
      submitted_amount: '10',
    });
    const second = calls.find((call) => call.path === 'invoice/add_payment');
    expect(second?.body).toMatchObject({ invoice_id: 4, submitted_amount: '5.50', method: 'Card' });
    expect(second?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a user with an incomplete profile to the dashboard', async () => {
    server({ get_profile: ok({ ...profile, company_name: 'N/A', companytype: 'N/A' }) });
    renderApp(<AddInvoice />, { route: '/add-invoice', routes });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });
});
