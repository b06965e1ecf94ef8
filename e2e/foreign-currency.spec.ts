// Issue 28 journey (docs/decisions/0391-documents-in-a-foreign-currency.md): a British business gives a
// client US dollars as its invoice currency; the client's new invoice takes dollars, asks for the rate to
// pounds, and saves at the rate typed; a payment in dollars counts on the dashboard in pounds at that
// rate, and the client's next invoice proposes the same rate.
import { expect, test, type Page } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { newEmail, signInThroughUi } from './support/users';

/** Adds a line through the Add Item dialog's new-item form. */
async function addNewItem(page: Page, name: string, quantity: string, unitPrice: string) {
  await page.getByRole('button', { name: 'Add Item', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add/Browse Item' });
  const form = dialog.getByRole('form', { name: 'New item' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Quantity').fill(quantity);
  await form.getByLabel('Unit Price').fill(unitPrice);
  await form.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog).toBeHidden();
}

async function pickClient(page: Page, name: string) {
  await page.getByRole('button', { name: 'Client' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Client' });
  await picker.getByRole('button', { name: `Select ${name}` }).click();
  await expect(picker).toBeHidden();
}

test('a UK business invoices a client in US dollars at a typed rate; the dashboard counts the payment in pounds', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const user = await registerBusinessUser(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, user.email, user.password);

  // The client's invoice currency is chosen on the client form.
  await page.goto('/add-client');
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Jamie Rivers');
  await page.getByRole('textbox', { name: 'Email' }).fill(newEmail('client'));
  const invoiceCurrency = page.getByRole('combobox', { name: 'Invoice currency' });
  await expect(invoiceCurrency).toHaveAttribute('placeholder', "Your business's currency", {
    timeout: 60_000,
  });
  await invoiceCurrency.fill('US Dollar');
  await page.getByRole('option', { name: /^US Dollar/ }).click();
  await expect(invoiceCurrency).toHaveValue('US Dollar');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/list-clients/);

  // A new invoice starts in pounds and takes the client's dollars; no rate was kept yet.
  await page.goto('/add-invoice');
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await expect(currency).toHaveValue('British Pound', { timeout: 60_000 });
  await pickClient(page, 'Jamie Rivers');
  await expect(currency).toHaveValue('US Dollar');
  const rate = page.getByRole('textbox', { name: /Exchange rate: 1 USD = \? GBP/ });
  await expect(rate).toHaveValue('');
  await addNewItem(page, 'Website audit', '1', '250');
  await expect(page.getByTestId('totals-grand')).toHaveText('$250.00');

  // Without a rate nothing is saved, and the field says what it needs.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter how many GBP one USD is worth')).toBeVisible();
  await expect(rate).toBeFocused();
  await expect(page).toHaveURL(/\/add-invoice$/);
  await rate.fill('0.8');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/show-invoice\/INV-000001$/, { timeout: 60_000 });

  // $100 paid in dollars.
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await dialog.getByLabel('Pay Now').fill('100');
  await dialog.getByRole('combobox', { name: 'Payment Method' }).click();
  await page.getByRole('option', { name: 'Cash', exact: true }).click();
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByTestId('payments-paid')).toHaveText('$100.00');
  await expect(dialog.getByTestId('payments-due')).toHaveText('$150.00');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // The dashboard counts it in pounds at the invoice's rate: $100 x 0.8 = £80.00.
  await page.goto('/dashboard');
  await expect(page.getByTestId('figure-paid-amount')).toHaveText('£80.00', { timeout: 60_000 });

  // The client's next invoice proposes the rate kept.
  await page.goto('/add-invoice');
  await expect(currency).toHaveValue('British Pound', { timeout: 60_000 });
  await pickClient(page, 'Jamie Rivers');
  await expect(rate).toHaveValue('0.8');
  await expect(page.getByText('Proposed from the last rate you used. Check it for this date.')).toBeVisible();
});
