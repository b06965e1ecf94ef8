// restore --from FILE (docs/decisions/0335): fills an empty database and an empty file store from a
// backup. The archive is checked whole first (verify-backup.ts) and nothing is written unless it passes
// and both targets are empty: a restore never merges into or overwrites an installation. The database
// is restored at the migration it was taken at; the server migrates it at its next start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStore } from '../files/file-store';
import { BackupError, type Manifest } from './backup-manifest';
import { countTables } from './backup.repository';
import { restoreDump, sqliteFileOf, type DatabaseLocation } from './database-dump';
import { readBackup } from './read-backup';
import { verifyBackup } from './verify-backup';

export interface RestoreTarget {
  location: DatabaseLocation;
  /** An open handle on the PostgreSQL database (SQLite's file is looked at directly, never created). */
  db?: Kysely<Database>;
  files: FileStore;
}

export async function restoreBackup(target: RestoreTarget, file: string): Promise<Manifest> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-restore-'));
  try {
    const manifest = await verifyBackup(file, work);
    if (manifest.dialect !== target.location.dialect)
      throw new BackupError(
        manifest.dialect === 'sqlite'
          ? 'This backup is of a SQLite database: restore it with DATABASE_URL unset.'
          : 'This backup is of a PostgreSQL database: restore it with DATABASE_URL set to an empty database.',
      );
    await refuseUnlessEmpty(target);
    await restoreDump(target.location, path.join(work, 'database'));
    await readBackup(path.resolve(file), {
      expected: manifest,
      onFile: (ref, bytes) => target.files.put(ref.owner, ref.name, bytes),
    });
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function refuseUnlessEmpty(target: RestoreTarget): Promise<void> {
  const { location } = target;
  if (location.dialect === 'sqlite') {
    const file = sqliteFileOf(location.dataDir);
    if (fs.existsSync(file) && fs.statSync(file).size > 0) {
      const database = new BetterSqlite(file, { readonly: true });
      try {
        const row = database
          .prepare(
            "select count(*) as count from sqlite_master where type = 'table' and name not like 'sqlite_%'",
          )
          .get() as { count: number };
        if (row.count > 0)
          throw new BackupError(`${file} already holds a database: restore into an empty DATA_DIR.`);
      } finally {
        database.close();
      }
    }
  } else if (!target.db || (await countTables(target.db, 'postgres')) > 0) {
    throw new BackupError('The database at DATABASE_URL is not empty: restore into a new, empty database.');
  }
  for await (const _ of target.files.list()) {
    throw new BackupError('The file store already holds files: restore into an empty one.');
  }
}
