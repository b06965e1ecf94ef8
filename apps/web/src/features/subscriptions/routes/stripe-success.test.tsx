import { StrictMode } from 'react';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiAnswer } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { PAYMENT_ID_KEY } from '../payment-id-store';
import { ok, refused, subscriptionState } from '../../../test/fixtures/plan-fixture';
import StripeSuccess from './stripe-success';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });

const confirmed = ok(
  subscriptionState({ noOfDaysRemaining: 30, subscription_type: 'pro', subscription_until: '2026-12-25' }),
  'Thank you: your subscription is active.',
);

function renderPage(answer: ApiAnswer, route = '/stripe-success?session_id=cs_test_123') {
  const api = mockApi({ 'web/payment/responseHandler': answer });
  // StrictMode mounts the page twice in development: the confirmation must still be sent once.
  renderApp(
    <StrictMode>
      <StripeSuccess />
    </StrictMode>,
    { route, routes: { '/setting': <div>Settings page</div> } },
  );
  return api;
}

describe('/stripe-success', () => {
  it('confirms the payment once with the stored id and the session, clears the id and shows the days', async () => {
    localStorage.setItem(PAYMENT_ID_KEY, 'cs_test_123');
    const { calls } = renderPage(confirmed);

    expect(await screen.findByTestId('days-remaining')).toHaveTextContent('Your plan: 30 days remaining');
    expect(screen.getByRole('heading', { name: 'Thank you for subscribing to Tradebook Pro' })).toBeVisible();
    expect(screen.getByText('We will keep you posted about product updates and offers.')).toBeVisible();
    expect(calls).toEqual([
      expect.objectContaining({
        path: 'web/payment/responseHandler',
        method: 'POST',
        body: {
          app_type: 'tradebook',
          paymentId: 'cs_test_123',
          gateway: 'stripe',
          transactionCode: 'cs_test_123',
        },
      }),
    ]);
    expect(localStorage.getItem(PAYMENT_ID_KEY)).toBeNull();
    expect(document.title).toBe('Stripe Success | Tradebook');

    await user.click(screen.getByRole('link', { name: 'Back to Subscription' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/setting?tab=subscription');
  });

  it("shows the server's message when the payment is not confirmed, and keeps the stored id", async () => {
    localStorage.setItem(PAYMENT_ID_KEY, 'cs_test_123');
    const { calls } = renderPage(refused(409, 'This payment has not been completed.'));

    expect(await screen.findByTestId('confirmation-error')).toHaveTextContent(
      'This payment has not been completed.',
    );
    expect(screen.queryByTestId('days-remaining')).not.toBeInTheDocument();
    expect(localStorage.getItem(PAYMENT_ID_KEY)).toBe('cs_test_123');
    expect(calls).toHaveLength(1);
  });

  it('confirms by the session alone when no id was stored (another browser)', async () => {
    const { calls } = renderPage(confirmed);
    expect(await screen.findByTestId('days-remaining')).toHaveTextContent('30 days remaining');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      app_type: 'tradebook',
      gateway: 'stripe',
      transactionCode: 'cs_test_123',
    });
  });

  it('says the payment is missing, and asks nothing, with neither a session nor a stored id', async () => {
    const { calls } = renderPage(confirmed, '/stripe-success');
    expect(await screen.findByText('The payment to confirm is missing.')).toBeVisible();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
