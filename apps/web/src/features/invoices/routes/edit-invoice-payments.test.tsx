// Payments taken on the edit-invoice screen: paid in full, recorded once with an Idempotency-Key, none
// on a void invoice or over unsaved changes.
import dayjs from 'dayjs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test/choose-option';
import {
  invoiceFixture,
  partPaidInvoiceFixture,
  paymentFixture,
} from '../../../test/fixtures/invoice-fixture';
import { editInvoiceScreen as edit, ok } from '../../../test/fixtures/edit-invoice-screen';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

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

describe('edit invoice: payments', () => {
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
});
