// The admin tool's backup commands run as an operator runs them, each a process of its own: backup,
// backup:verify, restore (refused into a data folder or database that holds data, then into an empty
// one), and files:copy to a local S3-compatible server. Each start compiles the server (seconds), so
// files:copy and the damaged archives are checked in-process (here and in backup/*.test.ts).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../../test/factories';
import { LIMITED_COMPANY, noisyPng, updateProfile } from '../../test/profile-factories';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { loadConfig } from '../config';
import { fileStoreFor } from '../files/file-store-for';
import { copyFiles } from './backup-commands';

// Each command starts the tool, which compiles the server's modules (tsx): seconds each on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let t: TestApp;
let empty: TestDatabase;
let s3: TestS3Server;

beforeAll(async () => {
  t = await buildTestApp();
  empty = await createTestDatabase({ migrate: false });
  s3 = await startS3Server();
  const { auth } = await signedInUser(t.app);
  await updateProfile(t.app, auth, {
    ...LIMITED_COMPANY,
    image: { filename: 'logo.png', contentType: 'image/png', data: await noisyPng(48, 48) },
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await empty.drop();
  await s3.close();
});

interface AdminRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs the tool without blocking this process, which serves the S3-compatible server it may call. */
function admin(database: TestDatabase, args: string[], env: Record<string, string> = {}): Promise<AdminRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/admin/admin.ts', ...args],
      {
        cwd: serverDir,
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          DATA_DIR: database.dataDir,
          ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
          ...env,
        },
        timeout: 120_000,
      },
      (error, stdout, stderr) =>
        resolve({
          status: error ? Number(error.code ?? 1) : 0,
          stdout: stdout.trim(),
          stderr: stderr.trim(),
        }),
    );
  });
}

function oneErrorLine(result: AdminRun): string {
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr.split('\n')).toHaveLength(1);
  return result.stderr;
}

describe('npm run admin: backups', () => {
  it('backs up, verifies, refuses a restore over data, and restores into an empty installation', async () => {
    const archive = path.join(empty.dataDir, '..', `${path.basename(empty.dataDir)}.tar.gz`);
    try {
      const backup = await admin(t.database, ['backup', '--to', archive]);
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toMatch(
        /^Backed up the (SQLite|PostgreSQL) database \(migration \S+\) and 1 files to /,
      );
      expect(backup.stdout).toContain('encryption key is not in backups');

      const verify = await admin(t.database, ['backup:verify', archive]);
      expect(verify.stdout).toMatch(
        / is a whole backup: (SQLite|PostgreSQL) database at migration \S+, 1 files, /,
      );

      expect(oneErrorLine(await admin(t.database, ['restore', '--from', archive]))).toMatch(
        /^admin: .*(already holds a database|is not empty)/,
      );

      const restore = await admin(empty, ['restore', '--from', archive]);
      expect(restore.stderr).toBe('');
      expect(restore.stdout).toMatch(
        /^Restored .* 1 files, taken .* the server migrates it at its next start/,
      );
    } finally {
      fs.rmSync(archive, { force: true });
    }
  });

  it('copies the stored files to an S3-compatible store', async () => {
    await expect(copyFiles(t.ctx.config, { to: '/tmp/x' }, s3.env)).rejects.toThrow(/--to must be s3:/);
    const to = `s3://${s3.bucket}/copied`;
    // In this process: the command's own code, without a start of the tool (covered above) per check.
    const copy = await copyFiles(t.ctx.config, { to }, s3.env);
    expect(copy).toMatch(/^Copied 1 files \(\d+ bytes\) from .* to s3:\/\/tradebook-test\/copied\./);
    const target = fileStoreFor(loadConfig({ ...s3.env, FILES_URL: to }));
    const copied = [];
    for await (const ref of target.list()) copied.push(ref);
    expect(copied).toHaveLength(1);
    const [ref] = copied;
    expect(ref && (await target.read(ref.owner, ref.name))).toEqual(
      ref && (await t.ctx.files.read(ref.owner, ref.name)),
    );
  });
});
