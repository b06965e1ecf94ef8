// Issue 26 journey: the reports. A business with one office expense (60.00 with 10.00 of VAT reclaimable)
// opens Tax › Reports from the menu: the income tax of this tax year puts its cost (50.00) under HMRC's
// office costs, the profit and loss of this year shows it, and the report downloads as a PDF. The screen
// passes an axe-core scan (WCAG 2.1 A and AA) at 1280 px and at 375 px, where it fits the window.
import { expect, test } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { signInThroughUi } from './support/users';

test('income tax and profit and loss of the year, read on a desktop and a phone, download as a PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await registerBusinessUser(request);
  const res = await request.post('/api/v3/create_expense', {
    headers: { authorization: `Bearer ${user.token}` },
    data: { payment_type: 'Card', category_id: '8', amount: '60.00', vat: '10.00' },
  });
  expect(res.status(), await res.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, user.email, user.password);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  const categories = page.getByRole('table', { name: 'Expenses by HMRC category' });
  // A busy runner can take a while for the first answer.
  await expect(categories).toBeVisible({ timeout: 60_000 });
  await expect(categories.getByRole('row', { name: /office costs/ })).toContainText('50.00');
  await expect(
    page.getByRole('table', { name: 'Income tax by quarter' }).getByRole('row', { name: /Total/ }),
  ).toContainText('-50.00');
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Profit and loss' }).click();
  const months = page.getByRole('table', { name: 'Profit and loss by month' });
  await expect(months).toBeVisible({ timeout: 30_000 });
  await expect(months.getByRole('row', { name: /Total/ })).toContainText('50.00');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await downloaded).suggestedFilename()).toMatch(/^profit-and-loss-.*\.pdf$/);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(months).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
