// A backup taken while the app goes on writing restores into an empty installation that passes the
// app's own checks and serves the business again, on the suite's database (SQLite or PostgreSQL).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../test/api-calls';
import { createClient } from '../../test/catalogue-factories';
import { signedInUser } from '../../test/factories';
import { fetchLink, LIMITED_COMPANY, noisyPng, profileOf, updateProfile } from '../../test/profile-factories';
import { ACME_CLIENT, createQuotation, workedExample } from '../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/test-database';
import { createDiskFileStore, type FileStore } from '../files/file-store';
import { BackupError } from './backup-manifest';
import { openDatabase } from '../db/database';
import { sqliteFileOf } from './database-dump';
import { restoreBackup } from './restore-backup';
import { verifyBackup } from './verify-backup';
import { createTarWriter, readTar } from './tar-archive';
import { writeBackup } from './write-backup';

let t: TestApp;
/** The empty PostgreSQL database restored into (SQLite's is a file in an empty folder). */
let emptyDatabase: TestDatabase | undefined;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-backups-'));

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await emptyDatabase?.drop();
  fs.rmSync(folder, { recursive: true, force: true });
});

function sourceOf(app: TestApp) {
  const { ctx, database } = app;
  return {
    db: ctx.db,
    location: { dialect: ctx.dialect, dataDir: ctx.config.dataDir, databaseUrl: database.databaseUrl },
    files: ctx.files,
    now: ctx.now,
  };
}

async function checksums(store: FileStore): Promise<Map<string, string>> {
  const sums = new Map<string, string>();
  for await (const ref of store.list()) {
    const bytes = await store.read(ref.owner, ref.name);
    sums.set(
      `${Number(ref.owner)}/${ref.name}`,
      createHash('sha256')
        .update(bytes ?? '')
        .digest('hex'),
    );
  }
  return sums;
}

async function migrationNames(db: TestDatabase['db']): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

describe('backup and restore', () => {
  it('keeps every write acknowledged before the backup began, and the restored copy starts', async () => {
    const owner = await signedInUser(t.app);
    await updateProfile(t.app, owner.auth, {
      ...LIMITED_COMPANY,
      image: { filename: 'logo.png', contentType: 'image/png', data: await noisyPng(64, 64) },
    });
    const client = await createClient(t.app, owner.auth, ACME_CLIENT);
    const quotation = await createQuotation(t.app, owner.auth, workedExample(client.id));

    // Clients are written one after another for as long as the backup takes.
    const acknowledged: number[] = [];
    let writing = true;
    const writes = (async () => {
      for (let i = 0; writing || i < 3; i++) {
        const made = await createClient(t.app, owner.auth, {
          full_name: `Client ${i}`,
          email: `c${i}@x.test`,
        });
        acknowledged.push(made.id);
      }
    })();
    while (acknowledged.length < 3) await new Promise((resolve) => setImmediate(resolve));
    const before = [...acknowledged];
    const file = path.join(folder, 'whole.tar.gz');
    const summary = await writeBackup(sourceOf(t), file);
    writing = false;
    await writes;
    expect(summary).toMatchObject({ dialect: testDialect, files: 1 });
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');

    const manifest = await verifyBackup(file);
    expect(manifest.migration).toBe((await migrationNames(t.database.db)).at(-1));
    expect(manifest.entries.map((entry) => entry.path)).not.toContain('encryption.key');

    if (testDialect === 'postgres') emptyDatabase = await createTestDatabase({ migrate: false });
    // A data folder that does not exist yet, as on a new machine.
    const dataDir = path.join(fs.mkdtempSync(path.join(folder, 'restored-')), 'data');
    const location = { dialect: testDialect, dataDir, databaseUrl: emptyDatabase?.databaseUrl } as const;
    const restoredFiles = createDiskFileStore(dataDir);
    await restoreBackup(
      { location, ...(emptyDatabase ? { db: emptyDatabase.db } : {}), files: restoredFiles },
      file,
    );

    // The app's own checks: SQLite's integrity, every migration, the rows, the files' checksums.
    if (testDialect === 'sqlite') {
      const copy = new BetterSqlite(sqliteFileOf(dataDir), { readonly: true });
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      copy.close();
    }
    const database = openDatabase({ dataDir, databaseUrl: location.databaseUrl });
    const app = await buildTestApp({ database: { ...database, dataDir, drop: database.destroy } });
    try {
      const db = app.database.db;
      expect(await migrationNames(db)).toEqual(await migrationNames(t.database.db));
      const ids = (await db.selectFrom('clients').select('id').execute()).map((row) => row.id);
      expect(ids).toEqual(expect.arrayContaining([client.id, ...before]));
      const count = async (from: TestDatabase['db'], table: 'users' | 'documents') =>
        Number(
          (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(from)).rows[0]?.n,
        );
      expect(await count(db, 'users')).toBe(await count(t.database.db, 'users'));
      expect(await count(db, 'documents')).toBe(await count(t.database.db, 'documents'));
      expect(await checksums(restoredFiles)).toEqual(await checksums(t.ctx.files));

      // It starts and serves the business: sign in, read the quotation, open the logo.
      const login = await app.app.inject({
        method: 'POST',
        url: '/api/v3/login',
        payload: { email: owner.email, password: owner.password, version: 'web' },
      });
      const auth = { authorization: `Bearer ${login.json().api_token}` };
      const read = await postCall(app.app, auth, 'quotation/ListByquotationNumber', {
        quotation_number: quotation.quotation_number,
      });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().response.id).toBe(quotation.id);
      const logo = await fetchLink(app, (await profileOf(app.app, auth)).logourl);
      expect(logo.statusCode).toBe(200);
      const original = await fetchLink(t, (await profileOf(t.app, owner.auth)).logourl);
      expect(logo.rawPayload.equals(original.rawPayload)).toBe(true);

      // A restore never goes into an installation that holds data.
      await expect(
        restoreBackup(
          {
            location,
            db,
            files: restoredFiles,
          },
          file,
        ),
      ).rejects.toThrow(BackupError);
    } finally {
      await app.close({ keepDatabase: true });
    }
  });

  it('refuses an archive whose file does not match its checksum, and restores nothing from it', async () => {
    const file = path.join(folder, 'good.tar.gz');
    await writeBackup(sourceOf(t), file);
    // The same archive with one byte of the stored file changed (the manifest left as it was).
    const tampered = path.join(folder, 'tampered.tar.gz');
    const writer = createTarWriter(tampered);
    const entries: Array<{ name: string; bytes: Buffer }> = [];
    await readTar(file, (name) => {
      const chunks: Buffer[] = [];
      return {
        write: (chunk) => void chunks.push(Buffer.from(chunk)),
        end: () => void entries.push({ name, bytes: Buffer.concat(chunks) }),
      };
    });
    for (const { name, bytes } of entries) {
      if (name.startsWith('files/'))
        bytes.writeUInt8(bytes.readUInt8(bytes.length - 10) ^ 1, bytes.length - 10);
      await writer.add(name, bytes.length, [bytes]);
    }
    await writer.finish();

    await expect(verifyBackup(tampered)).rejects.toThrow(/files\/\d+\/\w+\.jpg does not match its checksum/);
    const dataDir = fs.mkdtempSync(path.join(folder, 'untouched-'));
    await expect(
      restoreBackup(
        {
          location: { dialect: 'sqlite', dataDir, databaseUrl: undefined },
          files: createDiskFileStore(dataDir),
        },
        tampered,
      ),
    ).rejects.toThrow(/does not match its checksum/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses an archive cut short, and one that is not a backup', async () => {
    const file = path.join(folder, 'cut.tar.gz');
    await writeBackup(sourceOf(t), file);
    const whole = fs.readFileSync(file);
    fs.writeFileSync(file, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await expect(verifyBackup(file)).rejects.toThrow(/not a readable backup|incomplete/);
    fs.writeFileSync(file, 'plain text');
    await expect(verifyBackup(file)).rejects.toThrow(BackupError);
    await expect(writeBackup(sourceOf(t), file)).rejects.toThrow(/exists already/);
  });
});
