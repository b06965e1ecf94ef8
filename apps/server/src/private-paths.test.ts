// DATA_DIR is private (issue 13, 'Low'): after a start with a fresh folder and some use (a stored file,
// an e-mail in the outbox, on SQLite the database with its WAL), every folder under it is 0700 and every
// file 0600, even though this process's umask (022) would have made them 0755 and 0644.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../test/api-calls';
import { createQuotation, ownerWithClient, workedExample } from '../test/quotation-factories';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database';
import { buildTestApp, type TestApp } from '../test/test-app';
import { openDatabase, SQLITE_FILE_NAME } from './db/database';
import { migrateToLatest } from './db/migrate';

let t: TestApp;
let parent: string;
let dataDir: string;

/** A database whose DATA_DIR does not exist yet, so the app makes it. */
async function databaseInFreshDir(): Promise<TestDatabase> {
  if (testDialect === 'postgres') {
    const database = await createTestDatabase();
    return { ...database, dataDir };
  }
  const handle = openDatabase({ dataDir });
  await migrateToLatest(handle.db);
  return { ...handle, dataDir, drop: () => handle.destroy() };
}

beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-private-'));
  dataDir = path.join(parent, 'data');
  expect(process.umask() & 0o077).not.toBe(0o077);
  t = await buildTestApp({ database: await databaseInFreshDir() });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(parent, { recursive: true, force: true });
});

function walk(dir: string): string[] {
  return [
    dir,
    ...fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    }),
  ];
}

describe('DATA_DIR permissions', () => {
  it('makes every folder 0700 and every file 0600: database, WAL, stored files and the outbox', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const quotation = await createQuotation(t.app, auth, workedExample(client.id));
    const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const upload = await postForm(t.app, auth, 'upload_quotation_attachment', {
      quotation_id: String(quotation.id),
      'quotation_attachments[]': [{ filename: 'site.jpg', contentType: 'image/jpeg', data: image }],
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const mailed = await t.app.inject({
      method: 'POST',
      url: '/api/v3/quotation/emailSent',
      headers: auth,
      payload: { quotation_number: quotation.quotation_number },
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    // The e-mail leaves through the outbox's queue; without SMTP it is written to the data folder then.
    await t.settle();

    const entries = walk(dataDir);
    const modes = Object.fromEntries(
      entries.map((entry) => [path.relative(parent, entry), (fs.statSync(entry).mode & 0o777).toString(8)]),
    );
    const names = Object.keys(modes);
    expect(names.some((name) => name.startsWith(path.join('data', 'files')) && name.endsWith('.jpg'))).toBe(
      true,
    );
    expect(names.some((name) => name.endsWith('.eml'))).toBe(true);
    if (testDialect === 'sqlite') {
      expect(names).toEqual(
        expect.arrayContaining([
          path.join('data', SQLITE_FILE_NAME),
          path.join('data', `${SQLITE_FILE_NAME}-wal`),
        ]),
      );
    }
    for (const entry of entries) {
      const expected = fs.statSync(entry).isDirectory() ? '700' : '600';
      expect(modes[path.relative(parent, entry)], entry).toBe(expected);
    }
  });
});
