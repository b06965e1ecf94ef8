// Two app instances with data folders of their own, one database (PostgreSQL in CI; the SQLite file
// on the SQLite run) and one S3-compatible store (s3rver, started here): a file uploaded through one
// downloads through the other, and neither keeps it on its own disk. Both are built in this process with
// the test app helpers (a second process would add seconds of start-up for nothing this test looks at).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { fetchLink, LIMITED_COMPANY, noisyPng, profileOf, updateProfile } from '../../test/profile-factories';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, openSameDatabase } from '../../test/test-database';
import { readBackup } from '../backup/read-backup';
import { verifyBackup } from '../backup/verify-backup';
import { writeBackup } from '../backup/write-backup';
import { loadConfig } from '../config';
import type { FileStore, StoredFileRef } from './file-store';
import { fileStoreFor } from './file-store-for';

let s3: TestS3Server;
let first: TestApp;
let second: TestApp;
const secondDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-second-'));

beforeAll(async () => {
  s3 = await startS3Server();
  const env = {
    ...s3.env,
    FILES_URL: `s3://${s3.bucket}/business`,
    // Every process sharing a database is given the same key (README, ENCRYPTION_KEY).
    ENCRYPTION_KEY: 'ab'.repeat(32),
  };
  const database = await createTestDatabase();
  first = await buildTestApp({ database, env });
  second = await buildTestApp({
    database: openSameDatabase(database),
    env: { ...env, DATA_DIR: secondDataDir },
  });
});
afterAll(async () => {
  await second.close({ keepDatabase: true });
  await first.close();
  await s3.close();
  fs.rmSync(secondDataDir, { recursive: true, force: true });
});

describe('files on S3-compatible storage, two app instances', () => {
  it('a logo uploaded through one instance downloads through the other, from the bucket', async () => {
    expect(second.ctx.config.dataDir).not.toBe(first.ctx.config.dataDir);
    const { auth } = await signedInUser(first.app);
    const saved = await updateProfile(first.app, auth, {
      ...LIMITED_COMPANY,
      image: { filename: 'logo.png', contentType: 'image/png', data: await noisyPng(96, 96) },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const link = (await profileOf(second.app, auth)).logourl as string;
    const throughSecond = await fetchLink(second, link);
    expect(throughSecond.statusCode).toBe(200);
    expect(throughSecond.headers['content-type']).toBe('image/jpeg');
    const throughFirst = await fetchLink(first, link);
    expect(throughSecond.rawPayload.equals(throughFirst.rawPayload)).toBe(true);

    // The object is in the bucket under the prefix; neither data folder holds a stored file.
    const listed = [];
    for await (const ref of second.ctx.files.list()) listed.push(ref);
    expect(listed).toHaveLength(1);
    for (const dir of [first.ctx.config.dataDir, secondDataDir])
      expect(fs.existsSync(path.join(dir, 'files'))).toBe(false);

    // An altered link is refused by either instance, exactly as with files on disk.
    const altered = link.replace(/sig=./, (sig) => (sig.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await fetchLink(second, altered)).statusCode).toBe(404);
  });

  it('a backup holds the bucket’s files, and restores them into an empty prefix', async () => {
    const archive = path.join(secondDataDir, 'backup.tar.gz');
    const location = {
      dialect: second.ctx.dialect,
      dataDir: first.ctx.config.dataDir,
      databaseUrl: first.database.databaseUrl,
    };
    const summary = await writeBackup(
      { db: second.ctx.db, location, files: second.ctx.files, now: second.ctx.now },
      archive,
    );
    expect(summary.files).toBe(1);
    const [ref] = (await verifyBackup(archive)).entries.filter((entry) => entry.path.startsWith('files/'));
    expect(ref?.path).toMatch(/^files\/\d+\/[a-f0-9]{32}\.jpg$/);

    // The files alone, into another prefix of the bucket (the database part is tested in backup/).
    const target = fileStoreFor(loadConfig({ ...s3.env, FILES_URL: `s3://${s3.bucket}/restored` }));
    await readBackup(archive, {
      onFile: (file, bytes) => target.put(file.owner, file.name, bytes),
    });
    const [original] = await listAll(second.ctx.files);
    const [restored] = await listAll(target);
    expect(restored).toEqual(original);
    expect(original && (await target.read(original.owner, original.name))).toEqual(
      original && (await second.ctx.files.read(original.owner, original.name)),
    );
  });
});

async function listAll(store: FileStore): Promise<StoredFileRef[]> {
  const refs: StoredFileRef[] = [];
  for await (const ref of store.list()) refs.push(ref);
  return refs;
}
