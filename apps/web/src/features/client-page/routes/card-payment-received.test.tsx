import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { publicInvoiceFixture } from '../../../test/fixtures/public-document-fixture';
import CardPaymentReceived from './card-payment-received';
import ClientDocument from './client-document';

vi.setConfig({ testTimeout: 30_000 });
const TOKEN = 'T'.repeat(43);
const CONFIRM = 'public/card_checkout/confirm';
const ok = (response: unknown, message: string) => ({ body: { status: 1, message, response } });
const receipt = (fields: Record<string, unknown> = {}) => ({
  recorded_now: true,
  amount: 82.58,
  amount_text: '£82.58',
  outcome: 'paid',
  overpaid_amount: 0,
  overpaid_amount_text: '',
  business_name: 'Baker Joinery',
  document_number: 'INV-000007',
  page_url: `http://localhost/d/${TOKEN}`,
  ...fields,
});

afterEach(() => {
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

function open(route = '/d/payment?session_id=cs_1') {
  renderApp(<CardPaymentReceived />, {
    route,
    path: '/d/payment',
    routes: { '/d/:token': <ClientDocument /> },
  });
}

describe('the page Stripe returns to', () => {
  it("confirms the payment once and takes the client back to the invoice's page with what it came to", async () => {
    const overpaid = 'You paid £5.00 more than was due; Baker Joinery will refund it or keep it as credit.';
    const { calls } = mockApi({
      [CONFIRM]: ok(
        receipt({ outcome: 'overpaid', overpaid_amount: 5, overpaid_amount_text: '£5.00' }),
        overpaid,
      ),
      [`public/document/${TOKEN}`]: ok(publicInvoiceFixture({ status_label: 'Paid', pay: null }), 'Success'),
    });
    open();
    expect(await screen.findByText(overpaid)).toBeInTheDocument();
    expect(screen.getByText('Card payment: £82.58.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/d/${TOKEN}$`));
    expect(calls.filter((call) => call.path === CONFIRM)).toEqual([
      expect.objectContaining({ method: 'POST', body: { session_id: 'cs_1' } }),
    ]);
    // The invoice's page does not confirm it a second time.
    expect(calls.some((call) => call.path.endsWith('/confirm_payment'))).toBe(false);
  });

  it('thanks the client itself when the link they paid from was replaced, and says a refund follows', async () => {
    const credited =
      'This invoice was credited in full while you paid. The business has been told and will refund you.';
    mockApi({ [CONFIRM]: ok(receipt({ outcome: 'credited', page_url: null }), credited) });
    open();
    expect(await screen.findByRole('heading', { name: 'Thank you for your payment' })).toBeInTheDocument();
    expect(screen.getByText(credited)).toBeInTheDocument();
    expect(
      screen.getByText('Card payment of £82.58 for invoice INV-000007 from Baker Joinery.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/no longer opens this invoice/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/d/payment?session_id=cs_1');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('says when the payment cannot be confirmed', async () => {
    mockApi({
      [CONFIRM]: {
        status: 409,
        body: { status: 0, message: 'The card payment has not been completed. Nothing was taken.' },
      },
    });
    open();
    expect(
      await screen.findByRole('heading', { name: 'The payment could not be confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/has not been completed\. Nothing was taken\./)).toBeInTheDocument();
  });

  it('needs the payment named in its address', async () => {
    const { calls } = mockApi({});
    open('/d/payment');
    expect(await screen.findByText(/This payment was not found\./)).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([]));
  });
});
