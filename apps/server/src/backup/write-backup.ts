// Writes one archive of the whole installation (docs/decisions/0335): the database's consistent copy,
// every stored file read through the FileStore (disk or S3), and the manifest with each entry's SHA-256.
// The archive is written under a temporary name and renamed when whole, so a file of the given name is
// always a complete backup. The server's key (ENCRYPTION_KEY, DATA_DIR/encryption.key) is never in it.
import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStore } from '../files/file-store';
import { BACKUP_FORMAT, BackupError, fileEntryName, MANIFEST_ENTRY, type Manifest } from './backup-manifest';
import { latestMigration } from './backup.repository';
import { dumpDatabase, dumpEntryName, type DatabaseLocation } from './database-dump';
import { createTarWriter } from './tar-archive';

export interface BackupSource {
  db: Kysely<Database>;
  location: DatabaseLocation;
  files: FileStore;
  now: () => Date;
}

export interface BackupSummary {
  file: string;
  dialect: DatabaseLocation['dialect'];
  migration: string;
  files: number;
  bytes: number;
}

export async function writeBackup(source: BackupSource, file: string): Promise<BackupSummary> {
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupError(`${target} exists already: give a new file name.`);
  if (!fs.existsSync(path.dirname(target)))
    throw new BackupError(`The folder ${path.dirname(target)} does not exist.`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-backup-'));
  const partial = `${target}.partial`;
  const writer = createTarWriter(partial);
  try {
    const createdAt = source.now().toISOString();
    const migration = await latestMigration(source.db);
    const dump = path.join(work, 'database');
    await dumpDatabase(source.location, dump);

    const entries: Manifest['entries'] = [];
    const add = async (name: string, size: number, chunks: AsyncIterable<Buffer> | Buffer[]) => {
      const hash = createHash('sha256');
      await writer.add(name, size, hashed(chunks, hash));
      entries.push({ path: name, size, sha256: hash.digest('hex') });
    };
    const database = dumpEntryName(source.location.dialect);
    await add(database, fs.statSync(dump).size, fs.createReadStream(dump));
    let files = 0;
    for await (const ref of source.files.list()) {
      const bytes = await source.files.read(ref.owner, ref.name);
      // Removed since it was listed: the database copy, taken first, no longer needs it either.
      if (!bytes) continue;
      await add(fileEntryName(Number(ref.owner), ref.name), bytes.length, [bytes]);
      files += 1;
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      appVersion: process.env.npm_package_version ?? 'unknown',
      createdAt,
      dialect: source.location.dialect,
      migration,
      database,
      files,
      entries,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`);
    await writer.add(MANIFEST_ENTRY, text.length, [text]);
    await writer.finish();
    fs.renameSync(partial, target);
    return {
      file: target,
      dialect: source.location.dialect,
      migration,
      files,
      bytes: fs.statSync(target).size,
    };
  } catch (error) {
    writer.abort();
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function* hashed(chunks: AsyncIterable<Buffer> | Buffer[], hash: Hash): AsyncIterable<Buffer> {
  for await (const chunk of chunks) {
    hash.update(chunk);
    yield chunk;
  }
}
