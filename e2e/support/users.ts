// New users for a journey: through the screens when the journey is about signing up, through the public
// API when it is about something else.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'correct horse battery';

export function newEmail(prefix = 'owner'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

export async function registerByApi(request: APIRequestContext, email = newEmail(), fullname = 'Alex Baker') {
  const res = await request.post('/api/v3/register_user', {
    data: {
      user_type: 'web',
      app_type: 'tradebook',
      fullname,
      email,
      password: PASSWORD,
      country: 826,
      currency: 826,
      version: 'web',
      language: 'us',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { email, password: PASSWORD, fullname };
}

export async function signInThroughUi(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
