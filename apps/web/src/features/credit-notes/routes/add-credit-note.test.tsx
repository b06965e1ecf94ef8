import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { mockApi, type ApiAnswer } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { creditNoteFixture, sentInvoiceFixture } from '../../../test/fixtures/credit-note-fixture';
import AddCreditNote from './add-credit-note';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const ok = (response: unknown) => ({ body: { status: 1, message: 'Save data Successful.', response } });

function open(invoice: Invoice, created: ApiAnswer = ok(creditNoteFixture())) {
  const api = mockApi({
    'invoice/ListByInvoiceNumber': ok(invoice),
    'credit_note/create_from_invoice': created,
  });
  renderApp(<AddCreditNote />, {
    route: `/add-credit-note/${invoice.invoice_number}`,
    path: '/add-credit-note/:invoice',
    routes: { '/show-credit-note/:id': <p>Credit note screen</p> },
  });
  return api;
}

const created = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.filter((call) => call.path === 'credit_note/create_from_invoice');

describe('add credit note', () => {
  it('credits one line: shows its totals and the due after it, then issues it and opens it', async () => {
    const { calls } = open(sentInvoiceFixture());
    expect(await screen.findByRole('heading', { name: 'Credit note for INV-000001' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-due-now')).toHaveTextContent('£82.58');
    await user.click(screen.getByRole('checkbox', { name: 'Credit Fixings' }));
    const line = screen.getByTestId('credit-line-12');
    expect(within(line).getByLabelText('Quantity')).toHaveValue('1');
    expect(within(line).getByLabelText('Unit price')).toHaveValue('12.00');
    // The invoice's 10% off and both taxes, as the server will work them out.
    expect(screen.getByTestId('totals-items')).toHaveTextContent('£12.00');
    expect(screen.getByTestId('totals-discount')).toHaveTextContent('£1.20');
    expect(screen.getByTestId('totals-tax1')).toHaveTextContent('£2.16');
    expect(screen.getByTestId('totals-tax2')).toHaveTextContent('£0.81');
    expect(screen.getByTestId('totals-grand')).toHaveTextContent('£13.77');
    expect(screen.getByTestId('credit-applied')).toHaveTextContent('£13.77');
    expect(screen.getByTestId('credit-due-after')).toHaveTextContent('£68.81');
    await user.type(screen.getByLabelText('Reason (printed on the credit note)'), 'Fixings returned.');
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));

    expect(await screen.findByText('Credit note screen')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/show-credit-note/CN-000001');
    expect(screen.getByText('Credit note CN-000001 issued.')).toBeInTheDocument();
    expect(created(calls)).toHaveLength(1);
    expect(created(calls)[0]?.body).toMatchObject({
      invoice_id: 1,
      notes: 'Fixings returned.',
      credit_note_items: [{ item_id: 12, quantity: '1', unit_price: '12.00' }],
    });
    expect(created(calls)[0]?.body).not.toHaveProperty('settlement');
  });

  it('credits part of a line, and says when it is more than is left, sending nothing', async () => {
    const { calls } = open(sentInvoiceFixture());
    await user.click(await screen.findByRole('checkbox', { name: 'Credit Oak board' }));
    const line = screen.getByTestId('credit-line-11');
    const quantity = within(line).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '4');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 59.97 is left to credit on "Oak board".',
    );
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    expect(created(calls)).toHaveLength(0);
    await user.clear(quantity);
    await user.type(quantity, 'x');
    expect(within(line).getByText('Quantity must be a number with at most 3 decimals.')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '1');
    expect(screen.getByTestId('totals-items')).toHaveTextContent('£19.99');
  });

  it('asks what becomes of a part the client already paid, then sends the choice', async () => {
    const invoice = sentInvoiceFixture({
      invoice_status: 'partpaid',
      status: 'partpaid',
      total_amount_paid: 80,
      remaining_due: 2.58,
    });
    const { calls } = open(invoice);
    await user.click(await screen.findByRole('button', { name: 'Credit everything left' }));
    expect(screen.getByTestId('totals-grand')).toHaveTextContent('£82.58');
    expect(screen.getByTestId('credit-applied')).toHaveTextContent('£2.58');
    expect(screen.getByTestId('credit-returned')).toHaveTextContent('£80.00');
    expect(screen.getByTestId('credit-due-after')).toHaveTextContent('£0.00');
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    expect(
      await screen.findByText(
        "Part of this credit was already paid: choose whether it is refunded or kept as the client's credit.",
      ),
    ).toBeInTheDocument();
    expect(created(calls)).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: "Kept as the client's credit" }));
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(created(calls)).toHaveLength(1));
    expect(created(calls)[0]?.body).toMatchObject({
      settlement: 'kept_as_credit',
      credit_note_items: [
        { item_id: 11, quantity: '3', unit_price: '19.99' },
        { item_id: 12, quantity: '1', unit_price: '12.00' },
      ],
    });
  });

  it('shows what earlier credit notes left of each line, and the rest rounded to the invoice exactly', async () => {
    open(
      sentInvoiceFixture({
        total_amount_credited: 13.77,
        remaining_due: 68.81,
        invoice_items: sentInvoiceFixture().invoice_items.map((item) =>
          item.item_id === 12 ? { ...item, credited_amount: 12 } : item,
        ),
        credited_totals: {
          items_total: 12,
          total_discount_amount: 1.2,
          sub_total: 10.8,
          vat_amount: 2.16,
          tax1_amount: 0.81,
          total_amount_gross: 13.77,
        },
      }),
    );
    expect(await screen.findByText('Credited in full')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Credit Fixings' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Credit everything left' }));
    expect(screen.getByTestId('totals-grand')).toHaveTextContent('£68.81');
    expect(screen.getByTestId('credit-due-after')).toHaveTextContent('£0.00');
  });

  it('says why a draft invoice is not credited, and answers the server when it refuses', async () => {
    open(sentInvoiceFixture({ invoice_status: 'draft', status: 'draft', sent_at: null }));
    expect(
      await screen.findByText(
        'This invoice is still a draft: change it instead. A credit note corrects an invoice that was sent or paid.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue credit note' })).not.toBeInTheDocument();
  });

  it('shows the message of a credit note the server refused', async () => {
    open(sentInvoiceFixture(), {
      status: 409,
      body: { status: 0, message: 'Nothing is left to credit on this invoice.' },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Credit Fixings' }));
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText('Nothing is left to credit on this invoice.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/add-credit-note/INV-000001');
  });
});
