// Secrets at rest in the outbox (docs/decisions/0329-secrets-at-rest-in-the-outbox.md): a queued e-mail's
// text, HTML and attachments are sealed with the server's key, so the database holds no reset link while
// the e-mail waits (on SQLite, neither the .sqlite file nor its -wal file; on PostgreSQL, the stored
// columns); once sent its body is gone. A plain row queued before sealing still sends, and with
// secure_delete its text does not linger in the SQLite file once blanked; a sealed body that no longer
// opens fails at once.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../db/database';
import { signedInUser } from '../../test/factories';
import { linkIn, mailText } from '../../test/mail';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { createKeyring } from '../secrets/keyring';
import { enqueueDelivery } from './outbox';
import { sealMailBody, type MailBody } from './outbox-sealing';

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** What the database holds of the outbox as stored: on SQLite the bytes of the database file and its
 * -wal file; on PostgreSQL the outbox's columns as stored, attachments included. */
async function storedBytes(): Promise<Buffer> {
  if (testDialect === 'sqlite') {
    const files = ['', '-wal'].map((suffix) => path.join(t.database.dataDir, `${SQLITE_FILE_NAME}${suffix}`));
    return Buffer.concat(files.filter((file) => fs.existsSync(file)).map((file) => fs.readFileSync(file)));
  }
  const mails = await sql<{ raw: string }>`
    select concat(subject, text_body, html_body) as raw from outbox_mails`.execute(t.ctx.db);
  const attachments = await sql<{ content: Buffer }>`select content from outbox_attachments`.execute(
    t.ctx.db,
  );
  return Buffer.concat([
    ...mails.rows.map((row) => Buffer.from(row.raw)),
    ...attachments.rows.map((row) => row.content),
  ]);
}

/** Moves SQLite's -wal file into the database file and empties it (no-op on PostgreSQL). */
async function checkpoint(): Promise<void> {
  if (testDialect === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(t.ctx.db);
}

describe('the outbox at rest', () => {
  it('keeps a queued reset link sealed, and no body once the e-mail is sent', async () => {
    const { email } = await signedInUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/forgot_password', payload: { email } });
    expect(res.statusCode, res.body).toBe(200);
    await t.ctx.tasks.settled();
    const queued = await storedBytes();
    // The row is there (its subject is readable), its body is not.
    expect(queued.includes('Reset your Tradebook password')).toBe(true);

    await t.settle();
    const mail = smtp.received.filter((received) => received.to.includes(email.toLowerCase())).at(-1);
    const link = linkIn(mail?.raw ?? '', `${t.ctx.config.publicUrl}/reset-password?token=`);
    const token = new URL(link ?? 'http://x/').searchParams.get('token');
    expect(token).toMatch(/.{20,}/);
    expect(queued.includes(token!)).toBe(false);
    expect(queued.includes(encodeURIComponent(token!))).toBe(false);
    expect(queued.includes('Someone asked to reset the password')).toBe(false);

    const row = await t.ctx.db
      .selectFrom('outbox_mails')
      .select(['state', 'text_body', 'html_body'])
      .where('purpose', '=', 'password-reset')
      .where('to_address', '=', mail!.to[0]!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'sent', text_body: '', html_body: null });
    await checkpoint();
    expect((await storedBytes()).includes(token!)).toBe(false);
  });

  it('still sends an e-mail queued plain before sealing, then leaves none of its text in the database', async () => {
    const secret = `plain-body-${Math.random().toString(36).slice(2)}-from-before-the-upgrade`;
    const id = await queueRow('old-row@acme.co.uk', false, {
      text: `The old text: ${secret}`,
      html: `<p>${secret}</p>`,
      attachments: [{ filename: 'note.txt', contentType: 'text/plain', content: Buffer.from(secret) }],
    });
    await checkpoint();
    expect((await storedBytes()).includes(secret)).toBe(true);

    await t.settle();
    const mail = smtp.received.find((received) => received.to.includes('old-row@acme.co.uk'));
    expect(mailText(mail?.raw ?? '')).toContain(`The old text: ${secret}`);
    expect(mail?.raw).toContain('note.txt');
    expect((await rowOf(id)).state).toBe('sent');
    await checkpoint();
    expect((await storedBytes()).includes(secret)).toBe(false);
  });

  it('fails at once an e-mail whose sealed body no longer opens (the server’s key changed)', async () => {
    const otherKey = createKeyring({ encryptionKey: '22'.repeat(32), dataDir: t.database.dataDir });
    const body = { text: 'Sealed with another key', html: null, attachments: [] };
    const id = await queueRow(
      'other-key@acme.co.uk',
      true,
      sealMailBody(otherKey, 'other-key@acme.co.uk', body),
    );
    await t.settle();
    expect(smtp.received.some((received) => received.to.includes('other-key@acme.co.uk'))).toBe(false);
    expect(await rowOf(id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: "The e-mail could not be opened with the server's key.",
      text_body: '',
    });
  });
});

/** An e-mail row put in the outbox as a release before sealing (plain) or another server (sealed) left it,
 * with its delivery job. */
async function queueRow(to: string, sealed: boolean, body: MailBody): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await t.ctx.db
    .insertInto('outbox_mails')
    .values({
      user_id: null,
      document_id: null,
      purpose: 'sign-in-alert',
      to_address: to,
      cc: '[]',
      reply_to: null,
      subject: 'Queued earlier',
      text_body: body.text,
      html_body: body.html,
      sealed: sealed ? 1 : 0,
      state: 'queued',
      last_error: null,
      smtp_response: null,
      created_at: now,
      updated_at: now,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const attachment of body.attachments) {
    await t.ctx.db
      .insertInto('outbox_attachments')
      .values({
        mail_id: id,
        filename: attachment.filename,
        content_type: attachment.contentType,
        content: attachment.content,
      })
      .execute();
  }
  await enqueueDelivery(t.ctx.jobs, Number(id));
  return Number(id);
}

const rowOf = (id: number) =>
  t.ctx.db
    .selectFrom('outbox_mails')
    .select(['state', 'attempts', 'last_error', 'text_body'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
