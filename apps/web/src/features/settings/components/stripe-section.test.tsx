import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_GATEWAY_MESSAGES } from '@tradebook/domain/settings/payment-gateway.schemas';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { StripeSection } from './stripe-section';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });
const ok = (response: unknown, message = 'Success') => ({ body: { status: 1, message, response } });
const none = { connected: false, key_last4: null, mode: null, connected_at: null };
const connected = { connected: true, key_last4: '9Q4x', mode: 'test', connected_at: '2026-11-28T10:00:00Z' };

describe('Card payments (Stripe) in Settings', () => {
  it('checks the key before sending it, connects, and shows only its last four characters', async () => {
    const { calls } = mockApi({
      'payment_gateway/get_details': ok(none),
      'payment_gateway/update': ok(connected, 'Save data Successful.'),
    });
    renderApp(<StripeSection />);
    const input = await screen.findByLabelText(/Stripe secret key/);
    await user.type(input, 'pk_test_publishable123');
    await user.click(screen.getByRole('button', { name: 'Connect Stripe' }));
    expect(await screen.findByText(PAYMENT_GATEWAY_MESSAGES.keyFormat)).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'payment_gateway/update')).toBe(false);

    await user.clear(input);
    await user.type(input, 'sk_test_acct_BakerJoinery9Q4x');
    await user.click(screen.getByRole('button', { name: 'Connect Stripe' }));
    expect(await screen.findByText(/Connected with the key ending/)).toHaveTextContent('9Q4x');
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Stripe secret key/)).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === 'payment_gateway/update')?.body).toEqual({
      stripe_secret_key: 'sk_test_acct_BakerJoinery9Q4x',
    });
  });

  it("shows Stripe's refusal under the field, and disconnects on request", async () => {
    let state: object = connected;
    const { calls } = mockApi({
      'payment_gateway/get_details': () => ok(state),
      'payment_gateway/remove': () => {
        state = none;
        return ok(none, PAYMENT_GATEWAY_MESSAGES.removed);
      },
      'payment_gateway/update': {
        status: 422,
        body: { status: 0, message: [PAYMENT_GATEWAY_MESSAGES.keyRefused] },
      },
    });
    renderApp(<StripeSection />);
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText(PAYMENT_GATEWAY_MESSAGES.removed)).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/Stripe secret key/), 'sk_live_RolledKey12345');
    await user.click(screen.getByRole('button', { name: 'Connect Stripe' }));
    expect(await screen.findByText(PAYMENT_GATEWAY_MESSAGES.keyRefused)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'payment_gateway/remove')).toHaveLength(1),
    );
  });
});
