// The document's currency in the editor (components/document-editor/currency-fields.tsx; docs/decisions/0391-documents-in-a-foreign-currency.md), through
// the invoice screens: a client's currency switches a new invoice's, the rate is proposed from the last
// one kept and sent with the save, a missing rate is asked for and nothing is sent, and a saved invoice
// shows its currency and stored rate.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { invoiceFixture } from '../../../test/fixtures/invoice-fixture';
import AddInvoice from './add-invoice';
import EditInvoice from './edit-invoice';
import type { ItemLine } from '../../../lib/items/item-line';
import { mockApi, type ApiAnswer, type ApiHandler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

vi.setConfig({ testTimeout: 60_000 });
// The editor loads its lookups and the document before it shows them.
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });
const GBP = 826;
const USD = 840;
const CURRENCIES = [
  { id: GBP, name: 'British Pound', code: 'GBP', symbol: '£', minor_units: 2 },
  { id: 978, name: 'Euro', code: 'EUR', symbol: '€', minor_units: 2 },
  { id: USD, name: 'US Dollar', code: 'USD', symbol: '$', minor_units: 2 },
];
const client = (id: number, name: string, currencyId: number | null) => ({
  id,
  client_id: id,
  full_name: name,
  business_name: name,
  email: `${id}@example.com`,
  phone1: '',
  phone2: '',
  notes: 'N/A',
  currency_id: currencyId,
});
const board: ItemLine = {
  name: 'Oak board',
  description: '',
  quantityMilli: 2000,
  unitPriceMinor: 5000,
  type: 'parts',
  categoryId: null,
  categoryType: 'N/A',
  itemNo: 'ITEM-000001',
  itemId: 1,
};

function server(overrides: Record<string, ApiHandler | ApiAnswer> = {}) {
  return mockApi({
    get_profile: ok({
      id: 1,
      email: 'o@example.com',
      currency: '£',
      currency_id: GBP,
      company_name: 'Baker Ltd',
      companytype: 'Limited Company',
    }),
    get_currency_list: ok(CURRENCIES),
    get_invoice_number: ok({ invoice_number: 'INV-000004', validity_term: 30, currency_id: GBP }),
    get_terms_days: ok({ invoice_days: 14, quotation_days: 28 }),
    'tax/get_details': ok({ tax1_name: 'VAT', tax1_rate: 0, is_tax1_enable: 0, tax2_name: '', tax2_rate: 0 }),
    get_quotation_client_list: ok([client(7, 'Acme Inc', USD), client(8, 'Local Ltd', null)]),
    get_payment_options: ok(['Cash']),
    'documents/exchange_rate': (_, { query }) =>
      ok({
        currency_id: Number(query.get('currency_id')),
        business_currency_id: GBP,
        exchange_rate: query.get('currency_id') === String(USD) ? '0.79' : null,
        date: '2026-10-01',
      }),
    create_invoice: ok(invoiceFixture({ id: 4, invoice_number: 'INV-000004' })),
    ...overrides,
  });
}

const routes = { '/show-invoice/:id': <div>PDF preview</div>, '/edit-invoice/:id': <div>Edit screen</div> };

async function pickClient(name: string) {
  await user.click(await screen.findByRole('button', { name: 'Client' }));
  await user.click(await screen.findByRole('button', { name: `Select ${name}` }));
}

const currencyBox = () => screen.getByRole('combobox', { name: 'Currency' });

/** Searches the currency list for a name and takes the one option left. */
async function chooseCurrency(name: string) {
  const box = currencyBox();
  await user.clear(box);
  await user.type(box, name);
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(box).toHaveValue(name));
}

describe('the currency of a document in the editor', () => {
  it("takes the picked client's currency, proposes the last rate and sends both with the save", async () => {
    localStorage.setItem('tradebook.items.selected', JSON.stringify([board]));
    const { calls } = server();
    renderApp(<AddInvoice />, { route: '/add-invoice', routes });
    await waitFor(() => expect(currencyBox()).toHaveValue('British Pound'));
    expect(screen.queryByLabelText(/Exchange rate/)).not.toBeInTheDocument();
    expect(screen.getByTestId('totals-grand')).toHaveTextContent('£100.00');

    await pickClient('Acme Inc');
    expect(currencyBox()).toHaveValue('US Dollar');
    const rate = await screen.findByRole('textbox', { name: /Exchange rate: 1 USD = \? GBP/ });
    await waitFor(() => expect(rate).toHaveValue('0.79'));
    expect(screen.getByText('Proposed from the last rate you used. Check it for this date.')).toBeVisible();
    // The date of the document the rate was kept on, as the editor writes dates.
    expect(screen.getByText('Last used on 1 Oct 2026.')).toBeVisible();
    expect(screen.getByTestId('totals-grand')).toHaveTextContent('$100.00');
    expect(calls.some((call) => call.path === 'documents/exchange_rate?currency_id=840')).toBe(true);

    await user.clear(rate);
    await user.type(rate, '0.8123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PDF preview')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'create_invoice')?.body).toMatchObject({
      client_id: 7,
      currency_id: USD,
      exchange_rate: '0.8123',
      total_amount_gross: 100,
    });
  });

  it('asks for a missing rate next to its field and sends nothing', async () => {
    localStorage.setItem('tradebook.items.selected', JSON.stringify([board]));
    const { calls } = server();
    renderApp(<AddInvoice />, { route: '/add-invoice', routes });
    await pickClient('Local Ltd');
    await chooseCurrency('Euro');
    // No rate was kept for euros yet: the field stays empty.
    const rate = await screen.findByRole('textbox', { name: /Exchange rate: 1 EUR = \? GBP/ });
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'documents/exchange_rate?currency_id=978')).toBe(true),
    );
    expect(rate).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter how many GBP one EUR is worth')).toBeInTheDocument();
    expect(screen.getByText('Please enter the exchange rate to your currency.')).toBeInTheDocument();
    expect(rate).toHaveFocus();
    await user.type(rate, '-2');
    expect(screen.getByText('Enter a number above 0 with at most 6 decimals, e.g. 0.79')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(calls.some((call) => call.path === 'create_invoice')).toBe(false);
  });

  it('keeps a currency the owner chose when a client is picked, and the business currency needs no rate', async () => {
    localStorage.setItem('tradebook.items.selected', JSON.stringify([board]));
    const { calls } = server();
    renderApp(<AddInvoice />, { route: '/add-invoice', routes });
    await waitFor(() => expect(currencyBox()).toHaveValue('British Pound'));
    await chooseCurrency('Euro');
    await pickClient('Acme Inc');
    expect(currencyBox()).toHaveValue('Euro');
    await chooseCurrency('British Pound');
    expect(screen.queryByLabelText(/Exchange rate/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PDF preview')).toBeInTheDocument();
    const sent = calls.find((call) => call.path === 'create_invoice')?.body;
    expect(sent).toMatchObject({ currency_id: GBP });
    expect(sent).not.toHaveProperty('exchange_rate');
  });

  it('shows a saved invoice in its currency with its stored rate, and saves them again', async () => {
    const invoice = invoiceFixture({
      currency_id: USD,
      exchange_rate: '0.793457',
      currency: { id: USD, symbol: '$', code: 'USD', name: 'US Dollar' },
    });
    const { calls } = server({
      'invoice/ListByInvoiceNumber': ok(invoice),
      update_invoice: ok(invoice),
    });
    renderApp(<EditInvoice />, {
      route: `/edit-invoice/${invoice.invoice_number}`,
      path: '/edit-invoice/:id',
      routes,
    });
    const rate = await screen.findByRole('textbox', { name: /Exchange rate: 1 USD = \? GBP/ });
    expect(rate).toHaveValue('0.793457');
    await waitFor(() => expect(currencyBox()).toHaveValue('US Dollar'));
    expect(within(screen.getByTestId('totals-grand')).getByText(/\$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PDF preview')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'update_invoice')?.body).toMatchObject({
      currency_id: USD,
      exchange_rate: '0.793457',
    });
    expect(calls.some((call) => call.path.startsWith('documents/exchange_rate'))).toBe(false);
  });
});
