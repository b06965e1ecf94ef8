// Issue 3 journeys: completing the business profile (limited company with a logo, sole trader with only
// the required fields), the session that closes afterwards, and the Settings tabs that keep tax lines
// and payment terms.
import { expect, test, type Page } from '@playwright/test';
import { makePng } from './support/png';
import { registerByApi, signInThroughUi } from './support/users';

/** Picks an option of a searchable Mantine Select by typing it. */
async function pickOption(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/** Clicks OK in the 'Session Completed' dialog, which signs out, and signs in again. */
async function closeSessionAndSignInAgain(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Session Completed' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'This session will close now. Please log in, and your profile will be completed.',
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughUi(page, email);
}

/** The dashboard once the profile has loaded (the greeting names the user). */
async function dashboardReady(page: Page) {
  await expect(page.getByText(/^Welcome, .+\. What would you like to do today\?$/)).toBeVisible();
}

test('a new limited company completes its profile with a logo, and the dashboard opens up', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request);
  await signInThroughUi(page, user.email);
  await dashboardReady(page);

  await page.goto('/complete-profile');
  await page.getByRole('link', { name: 'Limited Company' }).click();
  await expect(page).toHaveURL(/\/limited-company$/);
  await expect(page).toHaveTitle('Limited Company | Tradebook');

  await page.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: makePng(600, 400),
  });
  // The chosen logo is resized in the browser and shown at once.
  await expect
    .poll(() =>
      page.getByRole('img', { name: 'Your logo' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(128);

  await page.getByLabel('Company name').fill('Harbour Joinery Ltd');
  await pickOption(page, 'Business category', 'Carpentry & joinery');
  await expect(page.getByLabel('Full name')).toHaveValue(user.fullname);
  await page.getByLabel('Mobile number').fill('07123 456789');
  await page.getByLabel('Phone number').fill('01632 960123');
  await page.getByLabel('Website').fill('https://harbour-joinery.example.com');
  await page.getByLabel('Postal address').fill('3 Quay Street');
  await page.getByLabel('Street name').fill('Harbourside');
  await pickOption(page, 'County', 'England');
  await page.getByLabel('Postcode').fill('BS1 4DJ');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Profile update Complete.')).toBeVisible();
  await closeSessionAndSignInAgain(page, user.email);

  await dashboardReady(page);
  await expect(page.getByText('Finish setting up your business')).toBeHidden();
  await page
    .getByRole('link', { name: /new quotation/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/add-quotation$/);
  await expect(page.getByRole('dialog', { name: 'Complete Registration' })).toBeHidden();

  await page.goto('/setting?tab=profile');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Company name')).toHaveValue('Harbour Joinery Ltd');
  await expect(page.getByLabel('Postcode')).toHaveValue('BS1 4DJ');
  await expect(page.getByRole('combobox', { name: 'Business category' })).toHaveValue('Carpentry & joinery');
  const logo = page.getByRole('img', { name: 'Your logo' });
  await expect(logo).toBeVisible();
  // The stored logo itself (not a preview) loads, resized to at most 128 px.
  await expect(logo).not.toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() =>
      logo.evaluate((img: HTMLImageElement) =>
        img.complete ? [img.naturalWidth, img.naturalHeight] : [0, 0],
      ),
    )
    .not.toEqual([0, 0]);
  const [width, height] = await logo.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(width).toBeGreaterThan(0);
  expect(height).toBeGreaterThan(0);
  expect(Math.max(width!, height!)).toBeLessThanOrEqual(128);
});

test('a sole trader is asked for the required fields, then saves with only those three', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request);
  await signInThroughUi(page, user.email);
  await page.goto('/complete-profile');
  await page.getByRole('link', { name: 'Sole Trader' }).click();
  await expect(page).toHaveURL(/\/sole-trader$/);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Business category is required')).toBeVisible();
  await expect(page.getByText('Mobile number is required')).toBeVisible();
  await expect(page.getByText('Postal address is required')).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Session Completed' })).toBeHidden();

  await page.getByLabel('Company name').fill('Sam Cleans');
  await pickOption(page, 'Business category', 'Cleaning');
  // Typed as people write it: spaces, a dash and parentheses; kept in E.164 (issue 14, ADR 0305).
  await page.getByLabel('Mobile number').fill('(07123) 456-790');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Profile update Complete.')).toBeVisible();
  await closeSessionAndSignInAgain(page, user.email);
  await dashboardReady(page);
  await expect(page.getByText('Finish setting up your business')).toBeHidden();

  await page.goto('/setting?tab=profile');
  await expect(page.getByLabel('Company name')).toHaveValue('Sam Cleans');
  await expect(page.getByLabel('Mobile number')).toHaveValue('+447123456790');
  await expect(page.getByLabel('Postal address')).toHaveValue('');
});

test('a tax line switched off is disabled, saved with rate 0, and stays off after a reload', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request);
  await signInThroughUi(page, user.email);
  await page.goto('/setting?tab=tax');
  await expect(page.getByRole('tab', { name: 'Tax and Registration' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Both lines on, with names and rates.
  await page.getByRole('switch', { name: 'Enable tax 1' }).check();
  await page.getByLabel('Tax 1 name').fill('VAT');
  await page.getByLabel('Tax 1 rate (%)').fill('20');
  await page.getByRole('switch', { name: 'Enable tax 2' }).check();
  await page.getByLabel('Tax 2 name').fill('Levy');
  await page.getByLabel('Tax 2 rate (%)').fill('2.5');
  await page.getByLabel('Tax/VAT registration number').fill('GB123456789');
  await page.getByLabel('Company registration number or ID').fill('09876543');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save data Successful.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Enable tax 2' })).toBeChecked();
  await expect(page.getByLabel('Tax 2 rate (%)')).toHaveValue('2.5');
  await expect(page.getByLabel('Tax 2 name')).toBeEnabled();

  // Line 2 off: its inputs are disabled and its rate reads 0.
  await page.getByRole('switch', { name: 'Enable tax 2' }).uncheck();
  await expect(page.getByLabel('Tax 2 name')).toBeDisabled();
  await expect(page.getByLabel('Tax 2 rate (%)')).toBeDisabled();
  await expect(page.getByLabel('Tax 2 rate (%)')).toHaveValue('0');
  await expect(page.getByLabel('Tax 1 rate (%)')).toBeEnabled();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save data Successful.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Enable tax 2' })).not.toBeChecked();
  await expect(page.getByLabel('Tax 2 rate (%)')).toHaveValue('0');
  await expect(page.getByLabel('Tax 2 rate (%)')).toBeDisabled();
  await expect(page.getByLabel('Tax 2 name')).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Enable tax 1' })).toBeChecked();
  await expect(page.getByLabel('Tax 1 name')).toHaveValue('VAT');
  await expect(page.getByLabel('Tax 1 rate (%)')).toHaveValue('20');
  await expect(page.getByLabel('Tax/VAT registration number')).toHaveValue('GB123456789');
  await expect(page.getByLabel('Company registration number or ID')).toHaveValue('09876543');
});

test('invoice and quotation terms saved in the Control Panel survive a reload', async ({ page, request }) => {
  const user = await registerByApi(request);
  await signInThroughUi(page, user.email);
  await page.goto('/setting?tab=control-panel');

  const invoiceTerms = page.getByLabel('Invoice Terms (days)');
  const quotationTerms = page.getByLabel('Quotation Terms (days)');
  // A new user starts from the default validity of 28 days.
  await expect(invoiceTerms).toHaveValue('28');
  await expect(quotationTerms).toHaveValue('28');
  await invoiceTerms.selectOption('14');
  await quotationTerms.selectOption('21');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Save data Successful.')).toBeVisible();

  await page.reload();
  await expect(invoiceTerms).toHaveValue('14');
  await expect(quotationTerms).toHaveValue('21');
});
