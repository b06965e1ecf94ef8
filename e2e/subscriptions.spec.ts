// Issue 12 journey: plans and payment. A business on its free month opens Settings > Subscription, buys Pro
// Monthly through Stripe's page (a local fake of Stripe, as in the server's tests), comes back to
// /stripe-success and sees its 30 days; a second business redeems a voucher the owner of the server made
// with `npm run admin`. The screens pass an axe-core scan and fit a 375 px screen.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { signInThroughUi } from './support/users';

const root = path.resolve(import.meta.dirname, '..');

/** `npm run admin -- <args>` on the journeys' own data folder, as the owner of a server would. */
function admin(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

test('a business on its free month buys Pro Monthly through Stripe and sees its days', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await registerBusinessUser(request);
  await signInThroughUi(page, user.email, user.password);

  // The side menu's Subscribe opens the Subscription tab.
  await page.getByRole('link', { name: 'Subscribe' }).first().click();
  await expect(page).toHaveURL(/\/setting\?tab=subscription$/);
  await expect(page.getByTestId('account-id')).toHaveText(user.email);
  await expect(page.getByTestId('plan-status')).toHaveText('Free');
  await expect(page.getByRole('row', { name: 'Total credit per month 5' })).toBeVisible();
  const monthly = page.getByRole('button', { name: /: buy Pro Monthly$/ });
  await expect(monthly).toBeVisible();
  await page.mouse.move(0, 0); // off the menu link just clicked: axe scans the page at rest
  await expectNoAxeViolations(page);

  // Stripe's page opens in a new tab; paying there brings the owner back to /stripe-success.
  const opened = page.waitForEvent('popup');
  await monthly.click();
  const stripe = await opened;
  await stripe.waitForLoadState();
  await expect(stripe.getByText('Pro Monthly')).toBeVisible();
  await stripe.getByRole('button', { name: 'Pay' }).click();
  await expect(stripe).toHaveURL(/\/stripe-success\?session_id=/);
  await expect(stripe).toHaveTitle('Stripe Success | Tradebook');
  await expect(stripe.getByTestId('days-remaining')).toHaveText('Your plan: 30 days remaining');
  await expectNoAxeViolations(stripe);
  await stripe.close();

  // The first tab shows the plan too, once it reads it again; on a phone as well.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByTestId('plan-status')).toHaveText('30 days remaining');
  await expectNoSidewaysScroll(page);

  // A payment that failed: the error page's own words and where to get help.
  await page.goto('/stripe-error');
  await expect(page.getByTestId('payment-failed')).toHaveText(
    'Your subscription plan failed, please go back and try again.',
  );
  await expect(page.getByRole('link', { name: 'Back to Subscription' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('a second business redeems a voucher made with npm run admin, once', async ({ page, request }) => {
  test.setTimeout(180_000);
  const code = `E2E-${randomBytes(4).toString('hex').toUpperCase()}`;
  expect(admin('voucher:create', '--code', code, '--days', '20')).toContain(code);

  const user = await registerBusinessUser(request);
  await signInThroughUi(page, user.email, user.password);
  await page.goto('/setting?tab=voucher');
  await page.getByRole('button', { name: 'Get extra free days with vouchers and referrals' }).click();
  await expect(page.getByText(/180 days/)).toBeVisible();

  const voucher = page.getByRole('textbox', { name: 'Voucher code' });
  await voucher.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Send voucher code' }).click();
  await expect(page.getByText('Voucher applied: 20 extra days.')).toBeVisible();
  await expect(voucher).toHaveValue('');

  // Used once: a second time is refused next to the box.
  await voucher.fill(code);
  await page.getByRole('button', { name: 'Send voucher code' }).click();
  await expect(page.getByText('You have used this voucher already.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The free month grew by the voucher's 20 days.
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page.getByTestId('plan-status')).toHaveText('Free');
  await expect(page.getByText('Free usage left: 50 days.')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/setting?tab=voucher');
  await expect(page.getByRole('textbox', { name: 'Voucher code' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
