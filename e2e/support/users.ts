// New users for a journey: through the screens when the journey is about signing up, through the public
// API when it is about something else.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from './outbox';

export const PASSWORD = 'correct horse battery';

export function newEmail(prefix = 'owner'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

/** The link of the confirmation e-mail registration sent to `email` (ADR 0327). */
export async function verificationLink(email: string): Promise<string> {
  const mail = await waitForMail(email, 10_000, '/verify-email?token=');
  const link = /(http:\/\/localhost:\d+\/verify-email\?token=[A-Za-z0-9_%-]+)/.exec(mail)?.[1];
  expect(link, `a confirmation link e-mailed to ${email}`).toBeTruthy();
  return link!;
}

/** Registers through the API and, unless `confirm` is false, confirms the address with the e-mailed
 * link's token, as the /verify-email page does: the journeys e-mail clients, which needs it. */
export async function registerByApi(
  request: APIRequestContext,
  email = newEmail(),
  fullname = 'Alex Baker',
  { confirm = true }: { confirm?: boolean } = {},
) {
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
  if (confirm) {
    const token = new URL(await verificationLink(email)).searchParams.get('token');
    const verified = await request.post('/api/v3/verify_email', { data: { token } });
    expect(verified.status(), await verified.text()).toBe(200);
  }
  return { email, password: PASSWORD, fullname };
}

export async function signInThroughUi(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
