import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiAnswer } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { invoiceFixture } from '../../../test/fixtures/invoice-fixture';
import ShowInvoice from './show-invoice';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });
const invoice = invoiceFixture({ quotation: { quotation_id: 3, quotation_number: 'QUO-000003' } });

function show(emailAnswer: ApiAnswer = ok({ ...invoice, invoice_status: 'sent' })) {
  const api = mockApi({
    'invoice/ListByInvoiceNumber': ok(invoice),
    'invoice/emailSent': emailAnswer,
    get_profile: ok({ fullname: 'Alex Baker', company_name: 'N/A' }),
  });
  renderApp(<ShowInvoice />, { route: '/show-invoice/INV-000001', path: '/show-invoice/:id' });
  return api;
}

describe('invoice PDF preview', () => {
  it('shows the signed PDF link in a frame 1200 px high, with Back to the edit screen', async () => {
    const { calls } = show();
    const frame = await screen.findByTitle('Invoice INV-000001 PDF');
    expect(frame).toHaveAttribute('src', invoice.pdfLink);
    expect(frame).toHaveStyle({ height: '1200px' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/edit-invoice/INV-000001');
    expect(screen.getByRole('link', { name: 'QUO-000003' })).toHaveAttribute(
      'href',
      '/edit-quotation/QUO-000003',
    );
    expect(calls[0]?.body).toEqual({ invoice_number: 'INV-000001' });
  });

  it('e-mails the invoice from the top or the bottom button', async () => {
    const { calls } = show();
    const buttons = await screen.findAllByRole('button', { name: 'Email Invoice' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Email Invoice' }));
    await waitFor(() =>
      expect(dialog.getByLabelText(/^Subject/)).toHaveValue('Invoice INV-000001 from Alex Baker'),
    );
    expect(dialog.getByText('INV-000001.pdf attached')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText(/^Subject/));
    await user.type(dialog.getByLabelText(/^Subject/), 'Invoice for the kitchen');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'invoice/emailSent')?.body).toMatchObject({
      invoice_number: 'INV-000001',
      to: invoice.client.email,
      subject: 'Invoice for the kitchen',
    });
  });

  it("shows the server's message when the e-mail could not be sent", async () => {
    show({ status: 409, body: { status: 0, message: 'The client has no e-mail address.' } });
    await user.click((await screen.findAllByRole('button', { name: 'Email Invoice' }))[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Email Invoice' }));
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The client has no e-mail address.')).toBeInTheDocument();
    expect(screen.queryByText('Email sent successfully')).not.toBeInTheDocument();
  });

  it('once sent, shows what its credit notes credited and offers a credit note or a new invoice', async () => {
    mockApi({
      'invoice/ListByInvoiceNumber': ok(
        invoiceFixture({
          invoice_status: 'sent',
          status: 'sent',
          sent_at: '2026-11-22T09:00:00.000Z',
          badges: ['P/Credited', 'Discount', 'Draft'],
          total_amount_credited: 13.77,
          remaining_due: 68.81,
          credit_notes: [
            {
              credit_note_id: 5,
              credit_note_number: 'CN-000001',
              credit_note_date: '2026-11-25',
              total_amount_gross: 13.77,
              settlement: 'none',
            },
          ],
        }),
      ),
      get_profile: ok({ fullname: 'Alex Baker', company_name: 'N/A' }),
    });
    renderApp(<ShowInvoice />, { route: '/show-invoice/INV-000001', path: '/show-invoice/:id' });
    expect(await screen.findByText(/Credited £13\.77/)).toBeInTheDocument();
    expect(screen.getByTestId('invoice-due')).toHaveTextContent('£68.81');
    expect(screen.getByLabelText('Status')).toHaveTextContent(/^Sent$/);
    expect(screen.getByRole('link', { name: 'CN-000001' })).toHaveAttribute(
      'href',
      '/show-credit-note/CN-000001',
    );
    expect(screen.getByRole('link', { name: 'Issue credit note' })).toHaveAttribute(
      'href',
      '/add-credit-note/INV-000001',
    );
    expect(screen.getByRole('link', { name: 'New invoice' })).toHaveAttribute('href', '/add-invoice');
  });

  it('offers no credit note for a draft: it is still changed instead', async () => {
    show();
    await screen.findByTitle('Invoice INV-000001 PDF');
    expect(screen.queryByRole('link', { name: 'Issue credit note' })).not.toBeInTheDocument();
  });
});
