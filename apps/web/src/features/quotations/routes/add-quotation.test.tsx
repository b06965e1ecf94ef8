import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import type { ItemLine } from '../../../lib/items/item-line';
import { mockApi, type ApiHandler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import AddQuotation from './add-quotation';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

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

function server(overrides: Record<string, ApiHandler | { status?: number; body: unknown }> = {}) {
  return mockApi({
    get_profile: ok(profile),
    get_quotation_number: ok({
      response: 'QUO-000004',
      quotation_number: 'QUO-000004',
      validity_term: 28,
      vat_name: 'VAT',
      vat_percent: 20,
      tax1_name: 'Levy',
      tax1_percent: 7.5,
    }),
    get_terms_days: ok({ invoice_days: 30, quotation_days: 14 }),
    'tax/get_details': ok({
      tax1_name: 'VAT',
      tax1_rate: 20,
      is_tax1_enable: 1,
      tax2_name: 'Levy',
      tax2_rate: 7.5,
      is_tax2_enable: 1,
    }),
    get_quotation_client_list: ok([client]),
    create_quotation: ok({ id: 4, quotation_number: 'QUO-000004' }),
    ...overrides,
  });
}

// Toasts live in a store shared by every test in the file: start each test with none.
beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const routes = {
  '/show-quotation/:id': <div>PDF preview</div>,
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

describe('add quotation', () => {
  it('shows each missing field of the save as its own toast and sends nothing', async () => {
    const { calls } = server();
    renderApp(<AddQuotation />, { route: '/add-quotation', routes });
    expect(await screen.findByDisplayValue('QUO-000004')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Quotation Date'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Quotation Date is required.')).toBeInTheDocument();
    expect(screen.getByText('Client ID is required.')).toBeInTheDocument();
    expect(screen.getByText('Total Gross Amount is required.')).toBeInTheDocument();
    expect(screen.getByText('Total Net Amount is required.')).toBeInTheDocument();
    expect(screen.queryByText('Quotation Number is required.')).not.toBeInTheDocument();
    expect(screen.queryByText('Validity Term is required.')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === 'create_quotation')).toBe(false);
    // Beside the fields, what to do in the owner's words (issue 14).
    expect(screen.getByRole('button', { name: /Client/ })).toHaveAccessibleDescription('Choose a client');
    expect(screen.getByLabelText('Quotation Date')).toHaveAccessibleDescription('Choose the date');
    expect(screen.getByText('Add at least one item')).toHaveAttribute('role', 'alert');
  });

  it('puts the focus on the first field at fault of a refused save (issue 25)', async () => {
    server();
    renderApp(<AddQuotation />, { route: '/add-quotation', routes });
    expect(await screen.findByDisplayValue('QUO-000004')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Client ID is required.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Client/ })).toHaveFocus();

    await user.clear(screen.getByLabelText('Quotation Date'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Quotation Date')).toHaveFocus();
  });

  it("says 'Resource not found' when the number cannot be fetched, and Next then asks for it", async () => {
    server({ get_quotation_number: { status: 404, body: { status: 0, message: 'Resource not found' } } });
    renderApp(<AddQuotation />, { route: '/add-quotation', routes });
    expect(await screen.findByText('Resource not found')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Quotation Number is required.')).toBeInTheDocument();
  });

  it('starts from the settings and the ticked items, saves, and opens the PDF preview', async () => {
    localStorage.setItem(
      'tradebook.items.selected',
      JSON.stringify([pick('Oak board', 3000, 1999, 1), pick('Fixings', 1000, 1200, 2)]),
    );
    const { calls } = server();
    renderApp(<AddQuotation />, { route: '/add-quotation', routes });

    expect(await screen.findByDisplayValue('14 Days')).toBeInTheDocument();
    expect(screen.getByTestId('totals-items')).toHaveTextContent('£71.97');
    expect(screen.getByTestId('totals-tax1')).toHaveTextContent('£14.39');
    expect(screen.getByTestId('totals-tax2')).toHaveTextContent('£5.40');
    expect(screen.getByTestId('totals-grand')).toHaveTextContent('£91.76');

    await user.click(screen.getByRole('button', { name: 'Client' }));
    await user.click(await screen.findByRole('button', { name: 'Select Jo Client' }));
    expect(screen.getByRole('button', { name: 'Client' })).toHaveTextContent('Client Co');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PDF preview')).toBeInTheDocument();
    expect(screen.getByText('Save data Successful.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/show-quotation/QUO-000004');

    const sent = calls.find((call) => call.path === 'create_quotation')?.body;
    expect(sent).toMatchObject({
      quotation_number: 'QUO-000004',
      client_id: 7,
      validity_term: 14,
      currency_id: 826,
      vat_name: 'VAT',
      vat_percent: 20,
      tax1_name: 'Levy',
      tax1_percent: 7.5,
      total_amount_gross: 91.76,
      total_amount_net: 71.97,
    });
    expect(sent?.quotation_items).toEqual([
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
    // A catalogue item's id is not a line id of the new quotation.
    expect((sent?.quotation_items as Array<Record<string, unknown>>)[0]).not.toHaveProperty('item_id');
    await waitFor(() => expect(localStorage.getItem('tradebook.items.selected')).toBeNull());
  });

  it('adds a catalogue item by keyboard in the line search, takes a quantity typed in its card, and saves both', async () => {
    const oak = {
      id: 1,
      item_id: 1,
      item_no: 'ITEM-000001',
      name: 'Oak board',
      description: '',
      quantity: 5,
      unit_price: 19.99,
      amount: 99.95,
      type: 'parts',
      service_type: 'parts',
      category_id: null,
      category_type: 'N/A',
      created_at: '2026-11-21T10:00:00.000Z',
      created_by: 1,
      active: 1,
    };
    const pagination = { current_page: 1, last_page: 1, per_page: 8, total: 1 };
    const { calls } = server({
      get_item: { body: { status: 1, message: 'Success', response: [oak], pagination } },
    });
    renderApp(<AddQuotation />, { route: '/add-quotation', routes });
    const search = await screen.findByRole('combobox', { name: 'Find an item to add' });
    await user.type(search, 'oak');
    // jsdom lays nothing out, so Mantine keeps the list hidden (the unmeasured field reads as scrolled
    // away, see choose-option.ts): the option is there, and Enter is what a keyboard user presses.
    await screen.findByRole('option', { name: /Oak board/, hidden: true });
    await user.keyboard('{Enter}');
    expect(calls.find((call) => call.path === 'get_item')?.body).toMatchObject({
      search_text: 'oak',
      limit: 8,
    });
    expect(search).toHaveValue('');
    expect(screen.getByTestId('totals-items')).toHaveTextContent('£19.99');

    const quantity = screen.getByRole('textbox', { name: 'Quantity for Oak board' });
    await user.clear(quantity);
    await user.type(quantity, '2{Enter}');
    expect(screen.getByTestId('totals-items')).toHaveTextContent('£39.98');

    await user.click(screen.getByRole('button', { name: 'Client' }));
    await user.click(await screen.findByRole('button', { name: 'Select Jo Client' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PDF preview')).toBeInTheDocument();
    const sent = calls.find((call) => call.path === 'create_quotation')?.body;
    expect(sent).toMatchObject({ total_amount_net: 39.98 });
    expect(sent?.quotation_items).toEqual([
      expect.objectContaining({
        name: 'Oak board',
        quantity: '2',
        unit_price: '19.99',
        item_no: 'ITEM-000001',
      }),
    ]);
  });

  it('sends a user with an incomplete profile to the dashboard', async () => {
    server({ get_profile: ok({ ...profile, company_name: 'N/A', companytype: 'N/A' }) });
    renderApp(<AddQuotation />, { route: '/add-quotation', routes });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });
});
