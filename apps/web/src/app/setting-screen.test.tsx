import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render';
import SettingScreen from './setting-screen';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

describe('Settings with the plan tabs', () => {
  it("opens the Subscription tab from the side menu's link and moves to the Voucher tab", async () => {
    mockApi({
      get_profile: ok({ id: 1, company_name: 'Baker Joinery Ltd', companytype: 'Limited Company' }),
      get_setting_list: ok({
        free_subscription: [],
        pro: [],
        upgrade: [],
        subscription: [
          {
            noOfDaysRemaining: 5,
            subscription_type: 'pro',
            subscription_until: '2026-11-30',
            no_of_days_of_free_usage: 0,
            extra_free_days: 0,
          },
        ],
        credit: [],
        account_id: 'jo@baker-joinery.co.uk',
        support_email: 'help@tradebook.example',
      }),
      'web/payment/getPackages': ok({ packages: [] }),
    });
    renderApp(<SettingScreen />, { route: '/setting?tab=subscription' });

    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('plan-status')).toHaveTextContent('5 days remaining');
    expect(await screen.findByText('No packages are on sale at the moment.')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Voucher, referral and share' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/setting?tab=voucher');
    expect(screen.getByRole('textbox', { name: 'Voucher code' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: "Friend's e-mail address" })).toBeVisible();
  });
});
