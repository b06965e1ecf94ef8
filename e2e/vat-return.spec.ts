// Issue 26 journey: the VAT return screen. A British business with two expenses this quarter (one whose
// VAT can be reclaimed, one whose VAT cannot) opens Tax › VAT Return from the menu: the current quarter's
// boxes show the reclaimable VAT in box 4 and box 5 as a repayment, and HMRC's body downloads as JSON. The
// screen passes an axe-core scan (WCAG 2.1 A and AA) at 1280 px and at 375 px, where it fits the window.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { signInThroughUi } from './support/users';

test('the VAT return of the current quarter, read by keyboard and on a phone, downloads for HMRC', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await registerBusinessUser(request);
  const expense = async (fields: Record<string, string>) => {
    const res = await request.post('/api/v3/create_expense', {
      headers: { authorization: `Bearer ${user.token}` },
      data: { payment_type: 'Card', category_id: '8', ...fields },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await expense({ amount: '60.00', vat: '10.00' });
  await expense({ amount: '48.00', vat: '8.00', vat_reclaimable: '0' });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, user.email, user.password);
  await page.getByRole('link', { name: 'VAT Return', exact: true }).click();
  await expect(page).toHaveURL(/\/vat-return$/);
  const boxes = page.getByRole('table', { name: 'VAT return boxes' });
  // A busy runner can take a while for the first answer.
  await expect(boxes).toBeVisible({ timeout: 60_000 });
  await expect(boxes.locator('[data-box="box4"]')).toHaveText('10.00');
  await expect(boxes.locator('[data-box="box5"]')).toHaveText('-10.00');
  await expect(boxes.getByText('to reclaim')).toBeVisible();
  await expect(boxes.locator('[data-box="box7"]')).toHaveText('90');
  await expectNoAxeViolations(page);

  // By keyboard: the period form's fields and Show are reached with Tab.
  await page.getByRole('textbox', { name: 'From' }).focus();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'To' })).toBeFocused();
  await page.keyboard.press('Escape');

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download for HMRC (JSON)' }).click();
  const body = JSON.parse(fs.readFileSync(await (await downloaded).path(), 'utf8'));
  expect(body).toMatchObject({ vatReclaimedCurrPeriod: 10, netVatDue: 10, totalValuePurchasesExVAT: 90 });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(boxes).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

/** The VAT quarter before today's (quarters end in March, June, September and December). */
function previousQuarter(today = new Date()): { from: string; to: string } {
  const quarterStart = Math.floor(today.getUTCMonth() / 3) * 3;
  const start = new Date(Date.UTC(today.getUTCFullYear(), quarterStart - 3, 1));
  const end = new Date(Date.UTC(today.getUTCFullYear(), quarterStart, 0));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(start), to: day(end) };
}

test('a figure opens the documents behind it; Mark as filed locks the quarter and the expense says so', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await registerBusinessUser(request);
  const quarter = previousQuarter();
  const res = await request.post('/api/v3/create_expense', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      payment_type: 'Card',
      category_id: '8',
      amount: '60.00',
      vat: '10.00',
      expense_date: quarter.from,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const expenseNo = (await res.json()).response.expense_no as string;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, user.email, user.password);
  await page.goto(`/vat-return?from=${quarter.from}&to=${quarter.to}`);
  const boxes = page.getByRole('table', { name: 'VAT return boxes' });
  await expect(boxes).toBeVisible({ timeout: 60_000 });
  await boxes.getByRole('link', { name: '10.00: documents behind box 4' }).click();
  await expect(page).toHaveURL(/box=4/);
  const behind = page.getByRole('region', { name: 'Documents behind box 4' });
  await expect(behind.getByRole('link', { name: `Expense ${expenseNo}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Mark as filed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this VAT return as filed?' });
  await expect(dialog).toContainText('cannot be undone');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Mark as filed' }).click();
  await expect(page.getByText(/Marked as filed on/)).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(behind).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await behind.getByRole('link', { name: `Expense ${expenseNo}` }).click();
  await expect(page.getByRole('note')).toContainText(
    `This is dated in the VAT period ${quarter.from} to ${quarter.to}, whose return was filed`,
  );
});
