// Issue 2 journeys: sign up, sign in, the dashboard and its Complete Registration dialog, sign out,
// guards, remember me, and the password reset by e-mail.
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './support/outbox';
import { newEmail, PASSWORD, registerByApi, signInThroughUi, verificationLink } from './support/users';

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('combobox', { name: label }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a new user registers, signs in, meets the Complete Registration dialog and signs out', async ({
  page,
}) => {
  // Registering, signing in, confirming the address with the e-mailed link, the dialog and signing out.
  test.setTimeout(120_000);
  const email = newEmail('newcomer');
  await page.goto('/');
  await page.getByRole('link', { name: 'Enter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Register' }).first().click();
  await expect(page).toHaveURL(/\/regional-settings$/);

  await pickOption(page, 'Country', 'United Kingdom');
  await pickOption(page, 'Currency', 'British Pound');
  await page.getByRole('button', { name: /next|continue/i }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Shah');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill('something else');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /register|sign up|create account/i }).click();
  await expect(page.getByText('Confirm password mismatched.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: /register|sign up|create account/i }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await signInThroughUi(page, email);
  await expect(page.getByText('Welcome!')).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | Tradebook');
  await expect(page.getByText(/Priya Shah/).first()).toBeVisible();

  // The address is confirmed the way the user does it: the link in the e-mail registration sent.
  const banner = page.getByTestId('email-confirmation-banner');
  await expect(banner).toContainText('Please confirm your e-mail address');
  await page.goto(await verificationLink(email));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Thank you: your e-mail address is confirmed.')).toBeVisible();
  await expect(banner).toBeHidden();

  await page
    .getByRole('link', { name: /new quotation/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Complete Registration' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Your registration is not complete. Please complete your registration to proceed.',
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /account|profile/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('guards send a signed-out visitor to login and a signed-in user to the dashboard', async ({
  page,
  request,
}) => {
  for (const route of ['/dashboard', '/setting', '/item-list', '/add-quotation']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/login$/);
  }
  const user = await registerByApi(request);
  await signInThroughUi(page, user.email);
  for (const route of ['/login', '/register', '/regional-settings', '/', '/forgot-password']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('remember me prefills the e-mail next time, and never keeps the password', async ({ page, request }) => {
  const user = await registerByApi(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel(/remember me/i).check();
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain(user.password);
});

test('a forgotten password is reset through the e-mailed link', async ({ page, request }) => {
  const user = await registerByApi(request);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: /send|reset|submit/i }).click();
  await expect(page).toHaveURL(/\/password-confirmation$/);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await waitForMail(user.email, 10_000, '/reset-password?token=');
  const link = /(http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();
  const newPassword = 'a brand new secret';
  await page.goto(link!);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: /reset|save|set/i }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughUi(page, user.email, newPassword);
  await page.goto('/logout');
  await page.goto(link!);
  await page.getByLabel('New password').fill('yet another secret');
  await page.getByLabel('Confirm password').fill('yet another secret');
  await page.getByRole('button', { name: /reset|save|set/i }).click();
  await expect(
    page.getByText('This reset link is invalid or has expired. Please request a new one.'),
  ).toBeVisible();
});
