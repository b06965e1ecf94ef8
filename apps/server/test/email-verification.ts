// Confirming a new user's address in tests as the user does: the link is read from the e-mail the
// registration queued, and its token sent to verify_email (ADR 0327).
import { expect } from 'vitest';
import { linkIn, mailHeader } from './mail';
import type { TestApp } from './test-app';

export const VERIFY_LINK = 'http://tradebook.test/verify-email?token=';

/** The token of the newest confirmation e-mail to `email` (delivered first). */
export async function verificationToken(t: TestApp, email: string): Promise<string> {
  await t.settle();
  const mail = t
    .readOutbox()
    .filter((raw) => mailHeader(raw, 'to')?.includes(email) && raw.includes('verify-email'))
    .at(-1);
  const link = linkIn(mail ?? '', VERIFY_LINK);
  expect(link, `a confirmation link e-mailed to ${email}`).toBeDefined();
  return decodeURIComponent(new URL(link!).searchParams.get('token') ?? '');
}

export function verifyEmail(t: TestApp, token: string) {
  return t.app.inject({ method: 'POST', url: '/api/v3/verify_email', payload: { token } });
}

/** Opens the newest link e-mailed to `email`; expects it to confirm the address. */
export async function confirmThroughLink(t: TestApp, email: string): Promise<void> {
  const res = await verifyEmail(t, await verificationToken(t, email));
  expect(res.statusCode, res.body).toBe(200);
}
