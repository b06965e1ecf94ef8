// backup:verify: a backup checked whole without restoring it (docs/decisions/0335): every entry's
// checksum, the manifest, and the database copy readable (SQLite: its integrity check and the migration
// the manifest names; PostgreSQL: pg_restore reads the dump's table of contents).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BackupError, type Manifest } from './backup-manifest';
import { checkDump } from './database-dump';
import { readBackup } from './read-backup';

/** Checks the archive; `keepDatabaseIn` keeps the database copy there (a restore uses it). */
export async function verifyBackup(file: string, keepDatabaseIn?: string): Promise<Manifest> {
  const work = keepDatabaseIn ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-verify-'));
  try {
    const databaseTo = path.join(work, 'database');
    const manifest = await readBackup(path.resolve(file), { databaseTo });
    const { migration } = await checkDump(manifest.dialect, databaseTo).catch((error: unknown) => {
      throw new BackupError(`The backup's ${(error as Error).message}.`);
    });
    if (migration !== undefined && migration !== manifest.migration)
      throw new BackupError(
        `The backup's database is at migration ${migration}, its manifest says ${manifest.migration}.`,
      );
    return manifest;
  } finally {
    if (!keepDatabaseIn) fs.rmSync(work, { recursive: true, force: true });
  }
}

export function describeBackup(manifest: Manifest): string {
  const database = manifest.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  return `${database} database at migration ${manifest.migration}, ${manifest.files} files, taken ${manifest.createdAt}`;
}
