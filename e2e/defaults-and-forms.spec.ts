// Issue 25 journeys (ADRs 0223-0227), in a British browser (en-GB) at 1280 and 375 px with axe: regional
// defaults, sign-in toasts, the business-type cards, the client form (address first, the business's
// country, phones read against the client's country, 'E-invoicing' closed), dates in the British order,
// Add expense leading with the expense, the tax words of the UK, a refused bank details save, Add Item
// asking before Next throws input away, and 'Edit the client' returning to the invoice.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerBusinessUser } from './support/business-user';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { newEmail, PASSWORD, registerByApi, signInThroughUi } from './support/users';

test.use({ locale: 'en-GB' });
// A busy machine can take 20 s to show a first screen.
const expect = baseExpect.configure({ timeout: 30_000 });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

async function pick(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function postAsUser(request: APIRequestContext, token: string, call: string, data: object) {
  const res = await request.post(`/api/v3/${call}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { response: Record<string, unknown> };
}

test('an en-GB visitor starts in the United Kingdom and a picked country brings its currency', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/regional-settings');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('British Pound');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await pick(page, 'Country', 'Germany');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('Euro');
  await pick(page, 'Country', 'United Kingdom');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('British Pound');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/register$/);

  // Both password boxes empty: the confirmation is asked for, not called mismatched.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please type the password again to confirm it.')).toBeVisible();
  await expect(page.getByText('Confirm password mismatched.')).toHaveCount(0);
});

test("a failed sign-in's toast is gone at 'Welcome!', toasts leave the bell and avatar clear, and the business-type cards are named by all they show", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const user = await registerByApi(request, newEmail('cards'));
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: /sign in|login/i }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: /sign in|login/i }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Measured as soon as it shows: it closes by itself after three seconds.
    let toast = await page.getByText('Welcome!').boundingBox();
    for (let tries = 0; !toast && tries < 20; tries += 1) {
      toast = await page.getByText('Welcome!').boundingBox();
    }
    await expect(page.getByText('Invalid email or password.')).toHaveCount(0);

    // The toast covers neither the notification bell nor the profile menu.
    for (const control of [
      page.getByRole('button', { name: /^Notifications/ }),
      page.getByLabel('Profile menu'),
    ]) {
      const box = await control.first().boundingBox();
      expect(toast && box).toBeTruthy();
      const overlaps =
        toast!.x < box!.x + box!.width &&
        box!.x < toast!.x + toast!.width &&
        toast!.y < box!.y + box!.height &&
        box!.y < toast!.y + toast!.height;
      expect(overlaps).toBe(false);
    }

    await page.goto('/complete-profile');
    await expect(
      page.getByRole('link', { name: /^Sole Trader You run the business yourself/ }),
    ).toBeVisible();
    // axe's label-content-name-mismatch is experimental, so asked for by name.
    const mismatch = await new AxeBuilder({ page })
      .include('a[href="/sole-trader"]')
      .include('a[href="/limited-company"]')
      .withRules(['label-content-name-mismatch'])
      .analyze();
    expect(
      mismatch.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
    ).toEqual([]);
    await expectNoAxeViolations(page);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('a British business: client form, dates, Add expense, tax words, bank details, Add Item', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await registerBusinessUser(request);
  await signInThroughUi(page, user.email, user.password);

  // The client form leads with the address, in the business's country; 'E-invoicing' stays closed.
  await page.setViewportSize(PHONE);
  await page.goto('/add-client');
  const form = page.getByRole('form', { name: 'Add client' });
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom');
  await expect(form.getByLabel('Postcode')).toBeVisible();
  await expect(form.getByRole('button', { name: 'E-invoicing' })).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await form.getByLabel('Full Name').fill('Priya Shah');
  await form.getByLabel('Email').fill(newEmail('priya'));
  await form.getByLabel('Phone').fill('12345');
  await form.getByRole('button', { name: 'Save' }).click();
  const phone = form.getByLabel('Phone');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(/^Too short for a phone number in United Kingdom\./);
  await phone.fill('0113 496 0000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/list-clients$/);

  // Add expense: the expense first, the supplier's e-invoice beside the receipt photos, today as dd/mm/yyyy.
  await page.setViewportSize(DESKTOP);
  await page.goto('/add-expense');
  const date = page.getByLabel('Date', { exact: true });
  const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('/');
  await expect(date).toHaveValue(today);
  await expect(date).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  const order = await page.evaluate(() => {
    const texts = Array.from(document.querySelectorAll('label')).map((label) => label.textContent ?? '');
    return [
      texts.findIndex((text) => text.startsWith('Payment Method')),
      texts.indexOf("Read a supplier's e-invoice"),
    ];
  });
  const [methodAt = -1, einvoiceAt = -1] = order;
  expect(methodAt).toBeGreaterThanOrEqual(0);
  expect(methodAt).toBeLessThan(einvoiceAt);
  await date.fill('03/04/2026');
  await page.keyboard.press('Escape');
  await page.getByLabel('Amount Paid').click();
  await expect(date).toHaveValue('03/04/2026');
  await expectNoAxeViolations(page);

  // Tax and Registration speaks the UK's words.
  await page.goto('/setting?tab=tax');
  await expect(page.getByLabel('Tax 1 name')).toHaveValue('VAT');
  await expect(page.getByText('Your VAT number.')).toBeVisible();
  await expect(page.getByText(/Unique Taxpayer Reference \(UTR\)/)).toBeVisible();
  await expect(page.getByText(/TIN, PAN/)).toHaveCount(0);

  // Bank details refused for the box below the sections: the focus and the reason go to it.
  await page.setViewportSize(PHONE);
  await page.goto('/setting?tab=bank');
  await page.getByRole('switch', { name: 'Show banking details' }).check();
  await page.getByLabel('Account holder name').fill('Alex Baker');
  await page.getByRole('button', { name: 'Save' }).click();
  const accept = page.getByRole('checkbox', { name: /I accept payment/ });
  await expect(accept).toBeFocused();
  await expect(accept).toBeInViewport();
  await expect(
    page.getByText('Please tick this box to show these payment details on your documents.'),
  ).toBeVisible();

  // Add Item asks before Next throws away what was typed.
  await page.goto('/add-item');
  const item = page.getByRole('form', { name: 'Add item' });
  await item.getByLabel('Name', { exact: false }).first().fill('Copper pipe');
  await item.getByRole('link', { name: 'Next' }).click();
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Stay and save' }).click();
  await expect(item.getByLabel('Name', { exact: false }).first()).toHaveValue('Copper pipe');
  await expect(page).toHaveURL(/\/add-item$/);
});

test("'Edit the client' from a blocked e-invoice returns to the invoice once the client is saved", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await registerBusinessUser(request);
  const client = await postAsUser(request, user.token, 'create_client', {
    full_name: 'Jordan Price',
    email: newEmail('jordan.price'),
    postal_address: '1 Market Street',
    city: 'Leeds',
    zip: 'LS1 1AA',
  });
  // A new client takes the business's country (ADR 0367): this one is an older client whose country was
  // cleared, which is what blocks its e-invoice.
  await postAsUser(request, user.token, 'update_client', {
    client_id: client.response.id,
    full_name: 'Jordan Price',
    email: client.response.email,
    postal_address: '1 Market Street',
    city: 'Leeds',
    zip: 'LS1 1AA',
    country: '',
  });
  const invoice = await postAsUser(request, user.token, 'create_invoice', {
    invoice_date: '2026-12-01',
    client_id: client.response.id,
    validity_term: 14,
    currency_id: 826,
    invoice_items: [{ name: 'Oak shelf', description: '', quantity: 2, unit_price: 45, type: 'parts' }],
  });
  const number = String(invoice.response.invoice_number);

  await signInThroughUi(page, user.email, user.password);
  await page.goto(`/show-invoice/${number}`);
  const panel = page.getByRole('region', { name: 'E-invoice' });
  await panel.getByRole('link', { name: 'Edit the client' }).first().click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/edit-client\/\d+\?.*returnTo=/);
  await pick(page, 'Country', 'United Kingdom');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`/show-invoice/${number}$`));
});
