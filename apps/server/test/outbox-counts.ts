// How many e-mails the outbox holds for a user, by purpose: what a test of the e-mail rules counts
// (ADRs 0327 and 0328), whether or not the mails were delivered yet.
import type { MailPurpose } from '../src/mail/outbox.repository';
import type { TestApp } from './test-app';

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('users')
    .select('id')
    .where('email_lower', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The e-mails queued for `userId` with one of `purposes` (by default those to someone else). */
export async function queuedMails(
  t: TestApp,
  userId: number,
  purposes: MailPurpose[] = ['document', 'reminder', 'referral'],
): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('outbox_mails')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
