import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { publicInvoiceFixture, publicQuotationFixture } from '../../../test/fixtures/public-document-fixture';
import ClientDocument from './client-document';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });
const TOKEN = 'T'.repeat(43);
const PAGE = `public/document/${TOKEN}`;
const ok = (response: unknown, message = 'Success') => ({ body: { status: 1, message, response } });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
afterEach(() => {
  document.head.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
});

function open(route = `/d/${TOKEN}`) {
  renderApp(<ClientDocument />, { route, path: '/d/:token' });
}

describe("the client's page of a quotation", () => {
  it('shows the document as text, marked noindex, with its PDF', async () => {
    mockApi({ [PAGE]: ok(publicQuotationFixture()) });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quotation QUO-000001' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Awaiting your answer')).toBeInTheDocument();
    expect(screen.getByText('Acme <Holdings>')).toBeInTheDocument();
    expect(screen.getByText('Thank you <b>kindly</b>')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Items' })).getByText('3 × £19.99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      'http://localhost/api/v3/public/document/TOKEN/pdf',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    expect(document.title).toBe('Quotation QUO-000001 | Tradebook');
  });

  it('accepts with the name typed, after asking for it', async () => {
    const { calls } = mockApi({
      [PAGE]: ok(publicQuotationFixture()),
      [`${PAGE}/accept`]: ok(
        publicQuotationFixture({
          status_label: 'Accepted',
          quotation: {
            can_answer: false,
            refusal: 'This quotation has already been accepted.',
            decision: {
              decision: 'approved',
              name: 'Jordan Smith',
              note: 'Monday',
              decided_at: '2026-11-28T10:00:00Z',
            },
          },
        }),
        'Thank you: the quotation is accepted.',
      ),
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Accept quotation' }));
    expect(await screen.findByText('Please type your name to accept the quotation.')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/accept'))).toBe(false);

    await user.type(screen.getByLabelText(/Your name/), 'Jordan Smith');
    await user.type(screen.getByLabelText('Note (optional)'), 'Monday');
    await user.click(screen.getByRole('button', { name: 'Accept quotation' }));
    expect(await screen.findByText('Quotation accepted')).toBeInTheDocument();
    expect(screen.getByText(/Accepted by Jordan Smith on/)).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/accept'))).toMatchObject({
      method: 'POST',
      body: { name: 'Jordan Smith', note: 'Monday' },
    });
  });

  it('declines with an optional reason', async () => {
    const { calls } = mockApi({
      [PAGE]: ok(publicQuotationFixture()),
      [`${PAGE}/decline`]: ok(
        publicQuotationFixture({
          quotation: {
            can_answer: false,
            refusal: 'This quotation has already been declined.',
            decision: {
              decision: 'rejected',
              name: '',
              note: 'Too dear',
              decided_at: '2026-11-28T10:00:00Z',
            },
          },
        }),
      ),
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Decline…' }));
    await user.type(screen.getByLabelText('Reason (optional)'), 'Too dear');
    await user.click(screen.getByRole('button', { name: 'Decline quotation' }));
    expect(await screen.findByText('Quotation declined')).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/decline'))?.body).toEqual({ reason: 'Too dear' });
  });

  it('says why a quotation cannot be answered', async () => {
    mockApi({
      [PAGE]: ok(
        publicQuotationFixture({
          status_label: 'Expired',
          quotation: { can_answer: false, refusal: 'This quotation has expired.', decision: null },
        }),
      ),
    });
    open();
    expect(await screen.findByText('This quotation has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept quotation' })).not.toBeInTheDocument();
  });

  it('says a link that opens nothing was replaced or turned off', async () => {
    mockApi({});
    open();
    expect(
      await screen.findByRole('heading', { name: 'This link does not open a document' }),
    ).toBeInTheDocument();
  });
});

describe("the client's page of an invoice", () => {
  it('offers the due by card (all or part) and PayPal.me, and goes to Stripe', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls } = mockApi({
      [PAGE]: ok(publicInvoiceFixture()),
      [`${PAGE}/pay`]: ok({ url: 'https://checkout.stripe.test/pay/cs_1', session_id: 'cs_1', amount: 20 }),
    });
    open();
    expect(await screen.findByText('£59.97', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay £59.97 with PayPal' })).toHaveAttribute(
      'href',
      'https://paypal.me/BakerJoinery/59.97GBP',
    );
    expect(screen.getByText('GB29NWBK60161331926819')).toBeInTheDocument();
    const amount = screen.getByLabelText(/Amount to pay now/);
    expect(amount).toHaveValue('59.97');
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/pay/cs_1'));
    expect(calls.find((call) => call.path.endsWith('/pay'))?.body).toEqual({ amount: '20' });
    vi.unstubAllGlobals();
  });

  it('confirms the payment on return from Stripe, once, and shows what was received', async () => {
    const { calls } = mockApi({
      [PAGE]: ok(publicInvoiceFixture()),
      [`${PAGE}/confirm_payment`]: ok(
        {
          recorded_now: true,
          amount: 20,
          amount_text: '£20.00',
          outcome: 'paid',
          overpaid_amount: 0,
          overpaid_amount_text: '',
          document: publicInvoiceFixture({
            status_label: 'Part paid',
            remaining_due: 39.97,
            remaining_due_text: '£39.97',
          }),
        },
        'Thank you: your payment was received.',
      ),
    });
    open(`/d/${TOKEN}?session_id=cs_1`);
    expect(await screen.findByText('Thank you: your payment was received.')).toBeInTheDocument();
    expect(screen.getByText('Card payment: £20.00.')).toBeInTheDocument();
    expect(await screen.findByText('£39.97', { selector: 'strong' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/d/${TOKEN}$`)),
    );
    expect(calls.filter((call) => call.path.endsWith('/confirm_payment'))).toHaveLength(1);
    expect(calls.find((call) => call.path.endsWith('/confirm_payment'))?.body).toEqual({
      session_id: 'cs_1',
    });
  });

  it('says a void invoice was voided and offers no payment', async () => {
    mockApi({
      [PAGE]: ok(publicInvoiceFixture({ is_void: true, status_label: 'Void', pay: null, stamp: 'VOID' })),
    });
    open();
    expect(await screen.findByText('This invoice was voided')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
  });
});
