// Turning an approved quotation into an invoice (issue 10): from the list's card menu and from the edit
// screen, asked first, then on to the new invoice's edit screen; each side links the other.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { quotationFixture, quotationRowFixture } from '../../../test/fixtures/quotation-fixture';
import EditQuotation from './edit-quotation';
import ListQuotation from './list-quotation';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });
const invoice = { id: 9, invoice_id: 9, invoice_number: 'INV-000009' };
const routes = { '/edit-invoice/:id': <div>Invoice edit screen</div> };

describe('convert a quotation to an invoice', () => {
  it('is offered in the card menu of an approved quotation, asked, and opens the new invoice', async () => {
    const { calls } = mockApi({
      get_quotation_list_by_user: ok([quotationRowFixture({ quotation_status: 'approved' })]),
      'quotation/convert_to_invoice': ok(invoice),
    });
    renderApp(<ListQuotation />, { route: '/list-quotation', routes });
    const card = await screen.findByRole('article', { name: 'QUO-000001' });
    await user.click(within(card).getByRole('button', { name: 'Actions for QUO-000001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Convert to invoice' }));
    const confirm = await screen.findByRole('dialog', { name: 'Convert to invoice' });
    await user.click(within(confirm).getByRole('button', { name: 'Convert to invoice' }));

    expect(await screen.findByText('Invoice edit screen')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/edit-invoice/INV-000009');
    expect(screen.getByText('Save data Successful.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'quotation/convert_to_invoice')?.body).toEqual({
      quotation_id: 1,
    });
  });

  it('is not offered before approval, and a converted quotation links its invoice instead', async () => {
    mockApi({
      get_quotation_list_by_user: ok([
        quotationRowFixture({ quotation_status: 'sent' }),
        quotationRowFixture({
          id: 2,
          quotation_status: 'approved',
          invoice: { invoice_id: 9, invoice_number: 'INV-000009' },
        }),
      ]),
    });
    renderApp(<ListQuotation />, { route: '/list-quotation' });
    const converted = await screen.findByRole('article', { name: 'QUO-000002' });
    expect(within(converted).getByRole('link', { name: 'INV-000009' })).toHaveAttribute(
      'href',
      '/edit-invoice/INV-000009',
    );
    await user.click(within(converted).getByRole('button', { name: 'Actions for QUO-000002' }));
    expect(await screen.findByRole('menuitem', { name: 'Void' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Convert to invoice' })).not.toBeInTheDocument();
  });

  it("is offered on the edit screen of an approved quotation, and shows the server's refusal", async () => {
    const { calls } = mockApi({
      'quotation/ListByquotationNumber': ok(quotationFixture({ quotation_status: 'approved' })),
      'quotation/convert_to_invoice': {
        status: 409,
        body: { status: 0, message: 'This quotation was already converted to an invoice.' },
      },
    });
    renderApp(<EditQuotation />, {
      route: '/edit-quotation/QUO-000001',
      path: '/edit-quotation/:id',
      routes,
    });
    await user.click(await screen.findByRole('button', { name: 'Convert to invoice' }));
    const confirm = await screen.findByRole('dialog', { name: 'Convert to invoice' });
    await user.click(within(confirm).getByRole('button', { name: 'Convert to invoice' }));
    expect(
      await screen.findByText('This quotation was already converted to an invoice.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'quotation/convert_to_invoice')).toHaveLength(1),
    );
    expect(screen.queryByText('Invoice edit screen')).not.toBeInTheDocument();
  });

  it('links a converted quotation to its invoice on the edit screen, with no second conversion', async () => {
    mockApi({
      'quotation/ListByquotationNumber': ok(
        quotationFixture({
          quotation_status: 'approved',
          invoice: { invoice_id: 9, invoice_number: 'INV-000009' },
        }),
      ),
    });
    renderApp(<EditQuotation />, { route: '/edit-quotation/QUO-000001', path: '/edit-quotation/:id' });
    expect(await screen.findByRole('link', { name: 'INV-000009' })).toHaveAttribute(
      'href',
      '/edit-invoice/INV-000009',
    );
    expect(screen.queryByRole('button', { name: 'Convert to invoice' })).not.toBeInTheDocument();
  });
});
