// Reading and moving the e-mail outbox in tests (mail/outbox.ts): a document's e-mails as its screen
// lists them, and the clock moved past every retry pause so a failing e-mail reaches its end.
import { expect } from 'vitest';
import type { DocumentEmail } from '@tradebook/domain/mail/document-emails.schemas';
import { MAIL_ATTEMPTS } from '../src/mail/outbox';
import { postCall, type Auth } from './api-calls';
import type { TestApp } from './test-app';

/** <kind>/emails: the document's e-mails, newest first. */
export async function documentEmails(
  t: TestApp,
  auth: Auth,
  kind: 'invoice' | 'quotation' | 'credit_note',
  id: number,
): Promise<DocumentEmail[]> {
  const res = await postCall(t.app, auth, `${kind}/emails`, { [`${kind}_id`]: id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as DocumentEmail[];
}

/** Delivers what is queued, then moves the app's clock two hours on (past the longest retry pause) and
 * delivers again, as many times as an e-mail has attempts; the clock stays where it ends. */
export async function deliverThroughRetries(t: TestApp, from: Date = new Date()): Promise<Date> {
  let now = from;
  await t.settle();
  for (let attempt = 1; attempt < MAIL_ATTEMPTS; attempt += 1) {
    now = new Date(now.getTime() + 2 * 3_600_000);
    t.setNow(now);
    await t.settle();
  }
  return now;
}
