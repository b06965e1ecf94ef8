// Issue 17 journey: a credit note for one line of an invoice. A business (taxes VAT 20% and Levy 7.5%)
// has sent an invoice of two lines with 10% off (82.58). From the invoice list's card menu the owner
// issues a credit note for its Call-out line only: the screen shows the credit note's totals (13.77) and
// the due after it before anything is issued; once issued, its PDF screen opens, the invoice's due has
// dropped to 68.81 on its own screen and in the list, the credit notes list shows it, and the invoice's
// edit screen says the sent invoice is fixed and offers a credit note and a new invoice. Every screen is
// scanned with axe-core, at 1280 px and at 375 px.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { newEmail, signInThroughUi } from './support/users';

async function postAsUser(request: APIRequestContext, token: string, call: string, data: object) {
  const res = await request.post(`/api/v3/${call}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { response: Record<string, unknown> };
}

/** Waits for a screen's calls to settle: no loader left. */
async function settled(page: Page) {
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 15_000 });
}

async function checkScreen(page: Page) {
  await settled(page);
  await page.mouse.move(0, 0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
}

test('the owner issues a credit note for one line of a sent invoice and sees the invoice due drop', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const user = await registerBusinessUser(request);
  await postAsUser(request, user.token, 'tax/update', {
    tax1_name: 'VAT',
    tax1_rate: 20,
    is_tax1_enable: 1,
    tax2_name: 'Levy',
    tax2_rate: 7.5,
    is_tax2_enable: 1,
  });
  const client = await postAsUser(request, user.token, 'create_client', {
    full_name: 'Jordan Price',
    email: newEmail('jordan.price'),
    business_name: 'Price Interiors',
  });
  const today = new Date().toISOString().slice(0, 10);
  const invoice = await postAsUser(request, user.token, 'create_invoice', {
    invoice_date: today,
    client_id: client.response.id,
    validity_term: 14,
    currency_id: 826,
    discount_type: 'percent',
    discount_value: 10,
    vat_name: 'VAT',
    vat_percent: 20,
    tax1_name: 'Levy',
    tax1_percent: 7.5,
    invoice_items: [
      { name: 'Copper pipe', description: '15 mm, per metre', quantity: 3, unit_price: 19.99, type: 'parts' },
      { name: 'Call-out', quantity: 1, unit_price: 12, type: 'service' },
    ],
  });
  expect(invoice.response.total_amount_gross).toBe(82.58);
  // E-mailed to the client: the invoice has left the business and is fixed from now on.
  await postAsUser(request, user.token, 'invoice/emailSent', { invoice_number: 'INV-000001' });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughUi(page, user.email, user.password);

  // From the invoice's card menu in the list.
  await page.goto('/list-invoice');
  const card = page.getByRole('article', { name: 'INV-000001' });
  await expect(card.getByTestId('invoice-due')).toHaveText('£82.58');
  await card.getByRole('button', { name: 'Actions for INV-000001' }).click();
  await page.getByRole('menuitem', { name: 'Correct this invoice' }).click();
  await expect(page).toHaveURL(/\/add-credit-note\/INV-000001$/);
  await expect(page).toHaveTitle('Add Credit Note | Tradebook');
  await expect(page.getByRole('heading', { name: 'Credit note for INV-000001' })).toBeVisible();
  await expect(page.getByTestId('invoice-due-now')).toHaveText('£82.58');
  await checkScreen(page);

  // One line: Call-out. Its totals and what it does to the invoice show before it is issued.
  await page.getByRole('checkbox', { name: 'Credit Call-out' }).check();
  await expect(page.getByTestId('totals-items')).toHaveText('£12.00');
  await expect(page.getByTestId('totals-grand')).toHaveText('£13.77');
  await expect(page.getByTestId('credit-due-after')).toHaveText('£68.81');
  await page.getByLabel('Reason (printed on the credit note)').fill('Call-out charged twice.');
  await checkScreen(page);
  await page.getByRole('button', { name: 'Issue credit note' }).click();

  // The credit note's own screen and PDF.
  await expect(page).toHaveURL(/\/show-credit-note\/CN-000001$/);
  await expect(page.getByText('Credit note CN-000001 issued.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Credit note CN-000001' })).toBeVisible();
  const frame = page.locator('iframe[title="Credit note CN-000001 PDF"]');
  const pdf = await request.get((await frame.getAttribute('src')) ?? '');
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await checkScreen(page);

  // The invoice it credits: what is due dropped, and its credit note is linked.
  await page.getByRole('link', { name: 'INV-000001' }).click();
  await expect(page).toHaveURL(/\/show-invoice\/INV-000001$/);
  await expect(page.getByTestId('invoice-due')).toHaveText('£68.81');
  await expect(page.getByText(/Credited £13\.77/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'CN-000001' })).toBeVisible();
  await checkScreen(page);

  // The list shows the lower due and that part of it is credited.
  await page.goto('/list-invoice');
  const after = page.getByRole('article', { name: 'INV-000001' });
  await expect(after.getByTestId('invoice-due')).toHaveText('£68.81');
  await expect(after.getByLabel('Status').getByText('Sent', { exact: true })).toBeVisible();

  // The sent invoice cannot be changed: its edit screen says how to correct it.
  await page.goto('/edit-invoice/INV-000001');
  await expect(
    page.getByText(
      'An invoice that was sent or has payments cannot be changed. To correct it, issue a credit note and a new invoice.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Item', exact: true })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Issue credit note' })).toHaveAttribute(
    'href',
    '/add-credit-note/INV-000001',
  );
  await checkScreen(page);

  // The credit notes list.
  await page.goto('/list-credit-notes');
  await expect(page).toHaveTitle('Credit Notes | Tradebook');
  const note = page.getByRole('article', { name: 'CN-000001' });
  await expect(note.getByTestId('credit-note-total')).toHaveText('£13.77');
  await expect(note.getByRole('link', { name: 'INV-000001' })).toBeVisible();
  await checkScreen(page);

  // At 375 px: the list, the credit note and the add screen for the rest fit a phone and pass axe.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/list-credit-notes');
  await expect(page.getByRole('article', { name: 'CN-000001' })).toBeVisible();
  await checkScreen(page);
  await page.goto('/show-credit-note/CN-000001');
  await expect(page.getByRole('heading', { name: 'Credit note CN-000001' })).toBeVisible();
  await checkScreen(page);
  await page.goto('/add-credit-note/INV-000001');
  await expect(page.getByTestId('invoice-due-now')).toHaveText('£68.81');
  await page.getByRole('button', { name: 'Credit everything left' }).click();
  await expect(page.getByTestId('totals-grand')).toHaveText('£68.81');
  await expect(page.getByTestId('credit-due-after')).toHaveText('£0.00');
  await checkScreen(page);
});
