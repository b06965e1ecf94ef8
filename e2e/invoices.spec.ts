// Issue 10 journey: invoices and payments from start to finish. A business user (taxes VAT 20% and Levy
// 7.5%, one client, set up through the public API) writes an invoice of two items with a 10% discount and
// a part payment; the list shows it Part-paid; on its edit screen 'Mark as Fully Paid' pays the rest and the
// list shows it Paid. A second invoice is voided from the list. An approved quotation is converted to an
// invoice, which is found with its items. The list and the Payment dialog are also checked at 375 px.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { newEmail, signInThroughUi } from './support/users';
import { expectNoSidewaysScroll } from './support/page-checks';

async function postAsUser(request: APIRequestContext, token: string, call: string, data: object) {
  const res = await request.post(`/api/v3/${call}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { response: Record<string, unknown> };
}

/** Adds a line through the Add Item dialog's new-item form (the dialog closes once it is added). */
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

async function chooseMethod(page: Page, dialog: ReturnType<Page['getByRole']>, method: string) {
  await dialog.getByRole('combobox', { name: 'Payment Method' }).click();
  await page.getByRole('option', { name: method, exact: true }).click();
}

test('an invoice is part paid, then paid in full; another is voided; an approved quotation becomes an invoice', async ({
  page,
  request,
}) => {
  // The longest journey (about 50 s on a quiet machine): room for a busy CI runner.
  test.setTimeout(180_000);
  const user = await registerBusinessUser(request);
  await postAsUser(request, user.token, 'tax/update', {
    tax1_name: 'VAT',
    tax1_rate: 20,
    is_tax1_enable: 1,
    tax2_name: 'Levy',
    tax2_rate: 7.5,
    is_tax2_enable: 1,
  });
  const clientEmail = newEmail('jordan.price');
  const client = await postAsUser(request, user.token, 'create_client', {
    full_name: 'Jordan Price',
    email: clientEmail,
    business_name: 'Price Interiors',
  });
  const clientId = Number(client.response.id);
  await signInThroughUi(page, user.email, user.password);

  // A new invoice: its number, today's date and the default terms are filled in.
  await page.goto('/add-invoice');
  await expect(page).toHaveTitle('Add Invoice | Tradebook');
  await expect(page.getByLabel('Invoice Number')).toHaveValue('INV-000001');
  // Dates are typed and shown in the business's country's order: day first for a British business
  // (ADR 0224); the API keeps them as YYYY-MM-DD.
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const shownToday = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
  await expect(page.getByLabel('Invoice Date')).toHaveValue(shownToday);
  await expect(page.getByRole('combobox', { name: 'Terms' })).toHaveValue('28 Days');
  await expect(page.getByRole('button', { name: 'Payment' })).toBeDisabled();

  await page.getByRole('button', { name: 'Client' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Client' });
  await picker.getByRole('button', { name: 'Select Jordan Price' }).click();
  await expect(picker).toBeHidden();

  await addNewItem(page, 'Oak shelf bracket', '3', '19.99');
  await addNewItem(page, 'Fitting kit', '1', '12.00');
  await page.getByRole('button', { name: 'Discount', exact: true }).click();
  const discountDialog = page.getByRole('dialog', { name: 'Discount' });
  await discountDialog.getByLabel('Discount (%)').fill('10');
  await discountDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('totals-grand')).toHaveText('£82.58');
  await expect(page.getByTestId('totals-due')).toHaveText('£82.58');

  // A part payment, kept until the invoice is saved.
  await page.getByRole('button', { name: 'Payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(payment.getByLabel('Payment Date')).toHaveValue(shownToday);
  await payment.getByLabel('Pay Now').fill('30');
  await chooseMethod(page, payment, 'Cash');
  await payment.getByLabel('Note').fill('Deposit');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment.getByTestId('payments-paid')).toHaveText('£30.00');
  await expect(payment.getByTestId('payments-due')).toHaveText('£52.58');
  await expect(payment.getByLabel('Pay Now')).toHaveValue('');
  await payment.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('totals-paid')).toHaveText('£30.00');
  await expect(page.getByTestId('totals-due')).toHaveText('£52.58');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/show-invoice\/INV-000001$/);
  await expect(page.getByText('Save data Successful.')).toBeVisible();
  const frame = page.locator('iframe[title="Invoice INV-000001 PDF"]');
  const pdf = await request.get((await frame.getAttribute('src')) ?? '');
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The list shows it part paid.
  await page.goto('/list-invoice');
  await expect(page).toHaveTitle('List Invoice | Tradebook');
  const first = page.getByRole('article', { name: 'INV-000001' });
  await expect(first.getByLabel('Status').getByText('Part-paid', { exact: true })).toBeVisible();
  await expect(first.getByTestId('invoice-paid')).toHaveText('£30.00');
  await expect(first.getByTestId('invoice-due')).toHaveText('£52.58');

  // On its edit screen the items are locked, and 'Mark as Fully Paid' pays the rest.
  await first.getByRole('button', { name: 'Actions for INV-000001' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit-invoice\/INV-000001$/);
  await expect(
    page.getByText(
      'An invoice that was sent or has payments cannot be changed. To correct it, issue a credit note and a new invoice.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Item', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Payment' }).click();
  await expect(payment.getByText('Partially paid')).toBeVisible();
  await payment.getByLabel('Mark as Fully Paid').check();
  await expect(payment.getByLabel('Pay Now')).toHaveValue('52.58');
  await payment.getByLabel('Payment Date').fill(shownToday);
  // Tab leaves the date box as a person would, closing its calendar before the method is chosen.
  await payment.getByLabel('Payment Date').press('Tab');
  await chooseMethod(page, payment, 'Card');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Save data Successful.')).toBeVisible();
  await expect(payment.getByTestId('payments-due')).toHaveText('£0.00');
  await expect(payment.getByTestId('payments-paid')).toHaveText('£82.58');
  await expect(payment.getByLabel('Payment Date')).toHaveValue(shownToday);
  await payment.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeDisabled();

  await page.goto('/list-invoice');
  await expect(first.getByLabel('Status').getByText('Paid', { exact: true })).toBeVisible();
  await expect(first.getByLabel('Status').getByText('Part-paid', { exact: true })).toBeHidden();
  await expect(first.getByTestId('invoice-due')).toHaveText('£0.00');

  // Another invoice, made through the API, is voided from the list.
  await postAsUser(request, user.token, 'create_invoice', {
    invoice_date: today,
    client_id: clientId,
    validity_term: 14,
    currency_id: 826,
    invoice_items: [{ name: 'Call-out', quantity: 1, unit_price: '45.00', type: 'service' }],
    vat_name: 'VAT',
    vat_percent: 20,
    invoice_status: 'draft',
  });
  await page.reload();
  const second = page.getByRole('article', { name: 'INV-000002' });
  await second.getByRole('button', { name: 'Actions for INV-000002' }).click();
  await page.getByRole('menuitem', { name: 'Void' }).click();
  const confirmVoid = page.getByRole('dialog', { name: 'Void invoice' });
  await confirmVoid.getByRole('button', { name: 'Void' }).click();
  await expect(page.getByText('Void Successful.')).toBeVisible();
  await expect(second.getByLabel('Status').getByText('Void', { exact: true })).toBeVisible();

  // An approved quotation is converted, and its invoice holds its items.
  const quotation = await postAsUser(request, user.token, 'create_quotation', {
    quotation_date: today,
    client_id: clientId,
    validity_term: 28,
    currency_id: 826,
    quotation_items: [
      { name: 'Kitchen survey', quantity: 1, unit_price: '80.00', type: 'service' },
      { name: 'Worktop offcut', quantity: 2, unit_price: '15.50', type: 'parts' },
    ],
    vat_name: 'VAT',
    vat_percent: 20,
  });
  const quotationNumber = String(quotation.response.quotation_number);
  await postAsUser(request, user.token, 'quotation_change_status', {
    quotation_id: quotation.response.id,
    status: 'approved',
  });
  await page.goto('/list-quotation');
  const quotationCard = page.getByRole('article', { name: quotationNumber });
  await quotationCard.getByRole('button', { name: `Actions for ${quotationNumber}` }).click();
  await page.getByRole('menuitem', { name: 'Convert to invoice' }).click();
  const confirmConvert = page.getByRole('dialog', { name: 'Convert to invoice' });
  await confirmConvert.getByRole('button', { name: 'Convert to invoice' }).click();
  await expect(page).toHaveURL(/\/edit-invoice\/INV-000003$/);
  await expect(page.getByRole('link', { name: quotationNumber })).toBeVisible();
  const items = page.getByRole('list', { name: 'Selected items' });
  await expect(items.getByText('Kitchen survey')).toBeVisible();
  await expect(items.getByText('Worktop offcut')).toBeVisible();

  await page.goto('/list-invoice');
  const converted = page.getByRole('article', { name: 'INV-000003' });
  await expect(converted).toContainText('Price Interiors');
  await expect(converted.getByRole('link', { name: quotationNumber })).toBeVisible();
  await page.goto('/list-quotation');
  await expect(quotationCard.getByRole('link', { name: 'INV-000003' })).toBeVisible();

  // At 375 px the list and the Payment dialog fit the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/list-invoice');
  await expect(page.getByRole('article', { name: 'INV-000003' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/edit-invoice/INV-000003');
  await page.getByRole('button', { name: 'Payment' }).click();
  await expect(payment.getByLabel('Pay Now')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
