// Issue 25: a new UK sole trader, in a British browser (en-GB), from registration to a paid invoice,
// checking what the screens say at each step: the regional settings start in the United Kingdom with
// pounds, registration and the e-mailed confirmation, the Sole Trader profile and 'Session Completed',
// tax settings in the UK's words (VAT, VAT number, UTR), a client in the business's country whose town
// and postcode are kept, an invoice with VAT, a part payment (Part-paid) and the rest (Paid).
// The invoice itself is written through the public API: its editor has journeys of its own.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { newEmail, PASSWORD, signInThroughUi, verificationLink } from './support/users';

test.use({ locale: 'en-GB' });
// A busy machine can take 20 s to show a first screen.
const expect = baseExpect.configure({ timeout: 30_000 });

async function pick(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function recordPayment(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Record payment' }).first().click();
  const form = page.getByRole('form', { name: 'Payment' });
  await form.getByLabel('Pay Now').fill(amount);
  await form.getByRole('combobox', { name: 'Payment Method' }).click();
  await page.getByRole('option', { name: 'Bank transfer', exact: true }).click();
  await form.getByRole('button', { name: 'Record payment' }).click();
}

test('a new UK sole trader registers, sets up VAT and a client, and is paid an invoice in two parts', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const email = newEmail('jp.plumbing');

  // Regional settings: the browser's language proposes the United Kingdom and its pound.
  await page.goto('/regional-settings');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('British Pound');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('English');
  await page.getByRole('button', { name: 'Next' }).click();

  // Register, then sign in as the spec has it.
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('First name').fill('Jon');
  await page.getByLabel('Last name').fill('Price');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful. Please sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  await page.goto(await verificationLink(email));
  await signInThroughUi(page, email);
  await expect(page.getByText('Welcome!')).toBeVisible();

  // Complete profile: a sole trader; the card is named by all it shows.
  await page.goto('/complete-profile');
  await page.getByRole('link', { name: /^Sole Trader You run the business yourself/ }).click();
  await expect(page).toHaveURL(/\/sole-trader$/);
  await page.getByLabel('Company name').fill('JP Plumbing & Heating');
  await pick(page, 'Business category', 'Plumbing & heating');
  await page.getByLabel('Mobile number').fill('07123 456790');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile update Complete.')).toBeVisible();
  const completed = page.getByRole('dialog', { name: 'Session Completed' });
  await completed.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughUi(page, email);

  // Tax and Registration in the UK's words; VAT at 20 %.
  await page.goto('/setting?tab=tax');
  await expect(page.getByLabel('Tax 1 name')).toHaveValue('VAT');
  await expect(page.getByText(/Unique Taxpayer Reference \(UTR\)/)).toBeVisible();
  await page.getByRole('switch', { name: 'Enable tax 1' }).check();
  await page.getByLabel('Tax 1 rate (%)').fill('20');
  await expect(page.getByText('Your VAT number.')).toBeVisible();
  await page.getByLabel('Tax/VAT registration number').fill('GB123456789');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Save data Successful.')).toBeVisible();

  // A client, in the business's country until changed, with the town and postcode kept.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/add-client');
  const form = page.getByRole('form', { name: 'Add client' });
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom');
  await form.getByLabel('Full Name').fill('Ada Walsh');
  await form.getByLabel('Email').fill(newEmail('ada.walsh'));
  await form.getByLabel('Postal Address').fill('7 Vicarage Road');
  await form.getByLabel('Town or city').fill('Birmingham');
  await form.getByLabel('Postcode').fill('B14 7XY');
  await form.getByLabel('Phone').fill('0121 496 0000');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/list-clients$/);
  await expect(page.getByText('Create client Successful.')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  // An invoice of two hours at £45 with VAT at 20 %: £108.00.
  const login = await request.post('/api/v3/login', { data: { email, password: PASSWORD, version: 'web' } });
  const token = String((await login.json()).api_token);
  const auth = { authorization: `Bearer ${token}` };
  const clients = await request.get('/api/v3/get_clients', { headers: auth });
  expect(clients.status(), await clients.text()).toBe(200);
  const clientId = ((await clients.json()).response as { id: number }[])[0]?.id;
  expect(clientId, 'the client just added').toBeTruthy();
  const made = await request.post('/api/v3/create_invoice', {
    headers: auth,
    data: {
      invoice_date: new Date().toISOString().slice(0, 10),
      client_id: clientId,
      validity_term: 14,
      currency_id: 826,
      vat_name: 'VAT',
      vat_percent: 20,
      invoice_items: [
        { name: 'Labour', description: 'Boiler service', quantity: 2, unit_price: 45, type: 'service' },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const number = String((await made.json()).response.invoice_number);

  await page.goto(`/show-invoice/${number}`);
  await expect(page.getByText('£108.00').first()).toBeVisible();

  // A part payment, then the rest: the status says so in plain words.
  await recordPayment(page, '50.00');
  await expect(page.getByText('Part-paid', { exact: true }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await recordPayment(page, '58.00');
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
});
