import dayjs from 'dayjs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test/choose-option';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { partPaidInvoiceFixture, paymentFixture } from '../../../test/fixtures/invoice-fixture';
import ShowInvoice from './show-invoice';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

function show(invoice = partPaidInvoiceFixture()) {
  const api = mockApi({
    'invoice/ListByInvoiceNumber': ok(invoice),
    get_payment_options: ok(['Cash', 'Bank transfer', 'Card']),
    // A British business: its dates are typed and shown day first (ADR 0224).
    get_profile: ok({ fullname: 'Alex Baker', company_name: 'N/A', country_id: 826 }),
    get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
    'invoice/add_payment': ok(invoice),
    'invoice/delete_payment': ok(invoice),
  });
  renderApp(<ShowInvoice />, { route: '/show-invoice/INV-000001', path: '/show-invoice/:id' });
  return api;
}

async function openPayment() {
  await user.click(await screen.findByRole('button', { name: 'Record payment' }));
  return screen.findByRole('dialog', { name: 'Payment' });
}

describe('record payment on the invoice screen', () => {
  it("starts on today's date and asks before keeping an overpayment as the client's credit", async () => {
    const { calls } = show();
    const dialog = await openPayment();
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Payment Date')).toHaveValue(dayjs().format('DD/MM/YYYY')),
    );
    await user.type(within(dialog).getByLabelText('Pay Now'), '100');
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Payment Method' }), 'Cash');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "This payment is £47.42 more than the £52.58 due. Keep £47.42 as the client's credit, or lower the amount.",
    );
    expect(calls.some((call) => call.path === 'invoice/add_payment')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Keep £47.42 as credit' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'invoice/add_payment')?.body).toMatchObject({
        invoice_id: 1,
        submitted_amount: '100',
        method: 'Cash',
        keep_as_credit: true,
      }),
    );
  });

  it('deletes a payment after asking, and offers no change of a card payment', async () => {
    const cash = paymentFixture({ id: 1, payment_id: 1, submitted_amount: 30 });
    const card = paymentFixture({
      id: 2,
      payment_id: 2,
      submitted_amount: 10,
      method: 'Card',
      by_card: true,
    });
    const { calls } = show(partPaidInvoiceFixture({ payments: [cash, card], payment: [cash, card] }));
    const dialog = await openPayment();

    expect(within(dialog).queryByRole('button', { name: 'Delete payment of £10.00' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Edit payment of £10.00' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Edit payment of £30.00' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete payment of £30.00' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete payment' });
    await user.click(within(ask).getByRole('button', { name: 'Delete payment' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'invoice/delete_payment')?.body).toEqual({ payment_id: 1 }),
    );
  });
});
