// Issue 25 journey: a payment is recorded from the invoice's own screen (not only inside Edit) with today's
// date, an overpayment is asked about before anything is saved, the status reads in plain words, and at
// 375 px the list card's menu opens the same dialog, where the payment is deleted again. axe at both widths.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { signInThroughUi } from './support/users';

const today = () => new Date().toISOString().slice(0, 10);

async function post(request: APIRequestContext, token: string, call: string, data: object) {
  const res = await request.post(`/api/v3/${call}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { response: Record<string, unknown> };
}

test('a payment is recorded from the invoice screen, an overpayment is asked about, and it is deleted from the list', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await registerBusinessUser(request);
  const client = await post(request, user.token, 'create_client', {
    full_name: 'Jordan Price',
    email: 'jordan.price@example.com',
  });
  await post(request, user.token, 'create_invoice', {
    invoice_date: today(),
    client_id: client.response.id,
    validity_term: 14,
    currency_id: 826,
    vat_name: 'VAT',
    vat_percent: 0,
    tax1_name: 'Levy',
    tax1_percent: 0,
    invoice_items: [{ name: 'Boiler service', quantity: 1, unit_price: 100, type: 'service' }],
  });
  await signInThroughUi(page, user.email, user.password);

  // 1280 px: the invoice's screen says Draft in words and has Record payment.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/show-invoice/INV-000001');
  await expect(page.getByRole('heading', { name: 'Invoice INV-000001' })).toBeVisible({ timeout: 30_000 });
  const status = page.locator('main [aria-label="Status"]');
  await expect(status).toHaveText('Draft');
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  // A British business types and reads the payment's date day first (ADR 0224).
  const [year, month, day] = today().split('-');
  await expect(dialog.getByLabel('Payment Date')).toHaveValue(`${day}/${month}/${year}`);
  await dialog.getByLabel('Pay Now').fill('150');
  await dialog.getByRole('combobox', { name: 'Payment Method' }).click();
  await page.getByRole('option', { name: 'Cash', exact: true }).click();
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This payment is £50.00 more than the £100.00 due.');
  await expect(dialog.getByRole('button', { name: 'Keep £50.00 as credit' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Change the amount' }).click();
  await dialog.getByLabel('Pay Now').fill('100');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByTestId('payments-due')).toHaveText('£0.00');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(status).toHaveText('Paid');
  await expectNoAxeViolations(page);

  // 375 px: the list card reads Paid in full (never cut short) and its menu records or corrects payments.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/list-invoice');
  const card = page.getByRole('article', { name: 'INV-000001' });
  await expect(card.locator('[aria-label="Status"]')).toHaveText('Paid');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Actions for INV-000001' }).click();
  await page.getByRole('menuitem', { name: 'Record payment' }).click();
  const fromList = page.getByRole('dialog', { name: 'Payment' });
  await fromList.getByRole('button', { name: 'Delete payment of £100.00' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete payment' });
  await ask.getByRole('button', { name: 'Delete payment' }).click();
  await expect(fromList.getByTestId('payments-due')).toHaveText('£100.00');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await fromList.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(card.locator('[aria-label="Status"]')).toHaveText('Draft');
});
