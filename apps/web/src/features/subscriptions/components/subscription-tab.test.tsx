import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiAnswer, type ApiHandler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { PAYMENT_ID_KEY } from '../payment-id-store';
import { ok, packages, refused, settingList } from '../../../test/fixtures/plan-fixture';
import { SubscriptionTab } from './subscription-tab';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });

function server(overrides: Record<string, ApiHandler | ApiAnswer> = {}) {
  return mockApi({
    get_setting_list: ok(settingList()),
    'web/payment/getPackages': ok({ packages }),
    'web/payment/checkOut': ok(
      { paymentId: 'cs_test_123', pgUrl: 'https://checkout.stripe.test/pay/cs_test_123' },
      'Checkout ready.',
    ),
    ...overrides,
  });
}

const card = (title: string) => screen.getByRole('region', { name: title });

describe('Settings > Subscription', () => {
  it('shows the account, the free plan, what each plan includes and the credit log', async () => {
    const { calls } = server();
    renderApp(<SubscriptionTab />);

    expect(await screen.findByTestId('account-id')).toHaveTextContent('jo@baker-joinery.co.uk');
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Free');
    expect(within(card('Subscription plan')).getByText('Free usage left: 12 days.')).toBeInTheDocument();
    expect(within(card('What the free plan includes')).getByText('5 expenses a month')).toBeInTheDocument();
    expect(within(card('Upgrade to Pro')).getByText('Unlimited expenses')).toBeInTheDocument();
    expect(within(card('Upgrade to Pro')).getByText(/Pro Monthly: £4.99/)).toBeInTheDocument();

    const log = within(card('Free credit log'));
    expect(log.getByRole('row', { name: 'Total credit per month 5' })).toBeInTheDocument();
    expect(log.getByRole('row', { name: 'Used credit 2' })).toBeInTheDocument();
    expect(log.getByRole('row', { name: 'Credit remaining 3' })).toBeInTheDocument();

    expect(await screen.findByRole('button', { name: '£4.99 / 30 days: buy Pro Monthly' })).toBeVisible();
    expect(screen.getByRole('button', { name: '£49.99 / 365 days: buy Pro Yearly' })).toBeVisible();
    expect(calls.find((call) => call.path === 'get_setting_list')?.body).toEqual({ app_type: 'tradebook' });
    expect(calls.find((call) => call.path === 'web/payment/getPackages')?.body).toEqual({
      app_type: 'tradebook',
    });
  });

  it.each([
    [17, '17 days remaining'],
    [1, '1 day remaining'],
    [0, 'Expired'],
    ['expired' as const, 'Expired'],
  ])('shows a plan with %s days left as %s', async (days, label) => {
    server({ get_setting_list: ok(settingList({ noOfDaysRemaining: days, subscription_type: 'pro' })) });
    renderApp(<SubscriptionTab />);
    expect(await screen.findByTestId('plan-status')).toHaveTextContent(new RegExp(`^${label}$`));
  });

  it("opens Stripe's page in a new tab for the chosen package and keeps its payment id", async () => {
    const { calls } = server();
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    renderApp(<SubscriptionTab />);

    await user.click(await screen.findByRole('button', { name: /buy Pro Yearly$/ }));

    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://checkout.stripe.test/pay/cs_test_123', '_blank'),
    );
    expect(calls.find((call) => call.path === 'web/payment/checkOut')?.body).toEqual({
      app_type: 'tradebook',
      packageId: 2,
      packagePrice: 49.99,
      gateway: 'stripe',
      successUrl: `${window.location.origin}/stripe-success`,
      cancelUrl: `${window.location.origin}/stripe-error`,
    });
    expect(localStorage.getItem(PAYMENT_ID_KEY)).toBe('cs_test_123');
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });

  it("shows the server's message when the checkout is refused, and opens nothing", async () => {
    server({
      'web/payment/checkOut': refused(503, 'Card payments are not set up on this server yet.'),
    });
    const open = vi.spyOn(window, 'open');
    renderApp(<SubscriptionTab />);

    await user.click(await screen.findByRole('button', { name: /buy Pro Monthly$/ }));

    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Card payments are not set up on this server yet.',
    );
    expect(open).not.toHaveBeenCalled();
    expect(localStorage.getItem(PAYMENT_ID_KEY)).toBeNull();
    open.mockRestore();
  });

  it('shows the generic message when the server cannot be reached', async () => {
    const { fetchMock } = server();
    renderApp(<SubscriptionTab />);
    const button = await screen.findByRole('button', { name: /buy Pro Monthly$/ });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await user.click(button);

    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });

  it("shows the server's message when the plan cannot be read", async () => {
    server({ get_setting_list: refused(500, 'Something went wrong. Please try again.') });
    renderApp(<SubscriptionTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});
