// Accountant access in tests as people use it: the owner invites, the accountant reads the link from the
// e-mail and accepts with their own account, then calls with the business in X-Business-Id (ADR 0378).
import { expect } from 'vitest';
import { postCall, type Auth } from './api-calls';
import { linkIn, mailHeader } from './mail';
import type { TestApp } from './test-app';

export const ACCEPT_LINK = 'http://tradebook.test/accountant/accept?token=';

/** The token of the newest invitation e-mailed to `email` (delivered first). */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  await t.settle();
  const mail = t
    .readOutbox()
    .filter(
      (raw) => mailHeader(raw, 'to')?.includes(email.toLowerCase()) && raw.includes('accountant/accept'),
    )
    .at(-1);
  const link = linkIn(mail ?? '', ACCEPT_LINK);
  expect(link, `an invitation e-mailed to ${email}`).toBeDefined();
  return decodeURIComponent(new URL(link!).searchParams.get('token') ?? '');
}

/** Invites `accountant` to `owner`'s business and accepts; answers the accountant's headers for it. */
export async function grantAccess(
  t: TestApp,
  owner: { auth: Auth },
  accountant: { email: string; auth: Auth },
): Promise<{ businessId: number; auth: Auth }> {
  const invited = await postCall(t.app, owner.auth, 'accountants/invite', { email: accountant.email });
  expect(invited.statusCode, invited.body).toBe(200);
  const token = await invitationToken(t, accountant.email);
  const accepted = await postCall(t.app, accountant.auth, 'accountant/accept', { token });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const businessId = Number(accepted.json().response.business_id);
  return { businessId, auth: { ...accountant.auth, 'x-business-id': String(businessId) } };
}
