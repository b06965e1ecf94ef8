// Issue 14: an unknown address shows a real not-found page with a way home, for a visitor and an owner
// alike, readable on a phone and clean under an axe-core scan.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page-checks';

test('an unknown address says so and leads home', async ({ page }) => {
  const answer = await page.goto('/no-such-page/at-all');
  expect(answer?.status()).toBe(200); // the web app's shell; the page itself says what happened
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Tradebook');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 700 });
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).not.toHaveURL(/no-such-page/);
});
