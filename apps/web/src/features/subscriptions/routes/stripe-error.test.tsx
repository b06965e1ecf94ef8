import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { ok, settingList } from '../../../test/fixtures/plan-fixture';
import StripeError from './stripe-error';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });

describe('/stripe-error', () => {
  it("says the plan failed in the spec's words, gives the support address and the way back", async () => {
    mockApi({ get_setting_list: ok(settingList()) });
    renderApp(<StripeError />, { route: '/stripe-error', routes: { '/setting': <div>Settings page</div> } });

    expect(screen.getByTestId('payment-failed')).toHaveTextContent(
      /^Your subscription plan failed, please go back and try again\.$/,
    );
    const support = await screen.findByRole('link', { name: 'help@tradebook.example' });
    expect(support).toHaveAttribute('href', 'mailto:help@tradebook.example');
    expect(document.title).toBe('Stripe Error | Tradebook');

    await user.click(screen.getByRole('link', { name: 'Back to Subscription' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/setting?tab=subscription');
  });
});
