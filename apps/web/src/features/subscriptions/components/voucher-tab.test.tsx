import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiAnswer, type ApiHandler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { SETTING_LIST_QUERY_KEY } from '../api/keys';
import { ok, refused, settingList, subscriptionState } from '../../../test/fixtures/plan-fixture';
import { VoucherTab } from './voucher-tab';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });

function server(overrides: Record<string, ApiHandler | ApiAnswer> = {}) {
  return mockApi({
    'voucher/redeem': ok(
      { ...subscriptionState({ extra_free_days: 30 }), days_added: 30 },
      'Voucher applied: 30 extra days.',
    ),
    'referral/invite': ok(null, 'Invitation sent.'),
    ...overrides,
  });
}

/** The tab with the plan and the profile already read, to see that a Send makes them read again. */
function renderTab() {
  const rendered = renderApp(<VoucherTab />);
  rendered.queryClient.setQueryData(SETTING_LIST_QUERY_KEY, settingList());
  rendered.queryClient.setQueryData(['profile'], { id: 1 });
  return rendered;
}
const isInvalidated = (queryClient: ReturnType<typeof renderTab>['queryClient'], key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('Settings > Voucher, referral and share', () => {
  it('opens and closes the help panel from the banner, by keyboard', async () => {
    server();
    renderTab();
    const banner = screen.getByRole('button', { name: 'Get extra free days with vouchers and referrals' });
    expect(banner).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Extra free usage is capped at 180 days in all.')).not.toBeVisible();

    banner.focus();
    await user.keyboard('{Enter}');
    expect(banner).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Extra free usage is capped at 180 days in all.')).toBeVisible();
    expect(screen.getByText('A valid voucher code gives you extra days.')).toBeVisible();
    expect(
      screen.getByText(
        'Invite friends by e-mail: your 1st successful referral gives you 15 days, the 2nd 30 days and the 3rd 45 days.',
      ),
    ).toBeVisible();

    await user.keyboard(' ');
    expect(banner).toHaveAttribute('aria-expanded', 'false');
  });

  it('redeems a voucher: the code is sent, a toast says so and the plan reloads', async () => {
    const { calls } = server();
    const { queryClient } = renderTab();
    await user.type(screen.getByRole('textbox', { name: 'Voucher code' }), ' SPRING30 ');
    await user.click(screen.getByRole('button', { name: 'Send voucher code' }));

    expect(await screen.findByText('Voucher applied: 30 extra days.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'voucher/redeem')?.body).toEqual({ code: 'SPRING30' });
    expect(screen.getByRole('textbox', { name: 'Voucher code' })).toHaveValue('');
    await waitFor(() => expect(isInvalidated(queryClient, SETTING_LIST_QUERY_KEY)).toBe(true));
    expect(isInvalidated(queryClient, ['profile'])).toBe(true);
  });

  it("shows the server's refusal next to the voucher box and keeps the code", async () => {
    server({ 'voucher/redeem': refused(409, 'You have used this voucher already.') });
    const { queryClient } = renderTab();
    const code = screen.getByRole('textbox', { name: 'Voucher code' });
    await user.type(code, 'SPRING30');
    await user.click(screen.getByRole('button', { name: 'Send voucher code' }));

    await waitFor(() => expect(code).toHaveAccessibleDescription(/You have used this voucher already\./));
    expect(code).toHaveValue('SPRING30');
    expect(code).toHaveFocus();
    expect(isInvalidated(queryClient, SETTING_LIST_QUERY_KEY)).toBe(false);
  });

  it('asks for a code before sending an empty one', async () => {
    const { calls } = server();
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Send voucher code' }));
    expect(await screen.findByText('Please enter a voucher code.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('invites a friend: the address is sent and a toast says the invitation went', async () => {
    const { calls } = server();
    const { queryClient } = renderTab();
    await user.type(screen.getByRole('textbox', { name: "Friend's e-mail address" }), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'referral/invite')?.body).toEqual({ email: 'sam@example.com' });
    expect(screen.getByRole('textbox', { name: "Friend's e-mail address" })).toHaveValue('');
    await waitFor(() => expect(isInvalidated(queryClient, SETTING_LIST_QUERY_KEY)).toBe(true));
  });

  it("checks the address first, then shows the server's refusal next to the invite box", async () => {
    const { calls } = server({ 'referral/invite': refused(409, 'This person has an account already.') });
    renderTab();
    const email = screen.getByRole('textbox', { name: "Friend's e-mail address" });
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/This person has an account already\./));
  });
});
