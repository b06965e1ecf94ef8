// The nightly backup as the job queue runs it: on the app's clock, once per day's backup time (a missed
// one caught up at start), the newest BACKUP_KEEP archives kept, off without BACKUP_DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { nightlyArchiveName } from './nightly-backup';
import { verifyBackup } from './verify-backup';

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-nightly-'));

beforeAll(async () => {
  const database = await createTestDatabase();
  t = await buildTestApp({
    database,
    env: {
      BACKUP_DIR: dir,
      BACKUP_KEEP: '2',
      BACKUP_TIME: '02:30',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const archives = () => fs.readdirSync(dir).sort();

describe('the nightly backup', () => {
  it('names the archive after the latest backup time that has passed, in UTC', () => {
    expect(nightlyArchiveName(new Date('2026-12-01T02:29:59Z'), '02:30')).toBe('tradebook-2026-11-30.tar.gz');
    expect(nightlyArchiveName(new Date('2026-12-01T02:30:00Z'), '02:30')).toBe('tradebook-2026-12-01.tar.gz');
    expect(nightlyArchiveName(new Date('2026-01-01T00:10:00Z'), '23:45')).toBe('tradebook-2025-12-31.tar.gz');
  });

  it('takes one backup per backup time, catches up a missed one, and keeps the newest BACKUP_KEEP', async () => {
    t.setNow(new Date('2026-12-01T01:00:00Z'));
    await t.runJobs();
    expect(archives()).toEqual(['tradebook-2026-11-30.tar.gz']);
    t.setNow(new Date('2026-12-01T02:00:00Z'));
    await t.runJobs();
    expect(archives()).toEqual(['tradebook-2026-11-30.tar.gz']);

    t.setNow(new Date('2026-12-01T02:45:00Z'));
    await t.runJobs();
    t.setNow(new Date('2026-12-02T09:00:00Z'));
    await t.runJobs();
    expect(archives()).toEqual(['tradebook-2026-12-01.tar.gz', 'tradebook-2026-12-02.tar.gz']);
    const manifest = await verifyBackup(path.join(dir, 'tradebook-2026-12-02.tar.gz'));
    expect(manifest.createdAt).toBe('2026-12-02T09:00:00.000Z');
    expect(manifest.dialect).toBe(t.ctx.dialect);
  });

  it('is off without BACKUP_DIR', async () => {
    const other = await buildTestApp();
    try {
      expect(other.ctx.config.backup).toBeUndefined();
      other.setNow(new Date('2026-12-03T03:00:00Z'));
      await other.runJobs();
      expect(archives()).not.toContain('tradebook-2026-12-03.tar.gz');
    } finally {
      await other.close();
    }
  });
});
