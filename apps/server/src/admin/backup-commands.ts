// The admin tool's backup and file commands (docs/decisions/0335, 0336): backup --to FILE,
// restore --from FILE, backup:verify FILE and files:copy --to s3://bucket/prefix. Each answers the one
// line it prints; a refusal throws (BackupError, AdminError) with the one error line.
import path from 'node:path';
import { restoreBackup } from '../backup/restore-backup';
import { describeBackup, verifyBackup } from '../backup/verify-backup';
import { writeBackup } from '../backup/write-backup';
import { loadConfig, type Config } from '../config';
import { parseS3Url } from '../files-config';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { createDiskFileStore } from '../files/file-store';
import { fileStoreFor } from '../files/file-store-for';
import { AdminError, type Options } from './admin-commands';

const KEY_REMINDER =
  'The encryption key is not in backups: keep ENCRYPTION_KEY (or DATA_DIR/encryption.key) apart from them.';

function fileOption(options: Options, name: string): string {
  const value = options[name]?.trim();
  if (!value) throw new AdminError(`--${name} FILE is required.`);
  return path.resolve(value);
}

function databaseName(dialect: DatabaseHandle['dialect']): string {
  return dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
}

export async function backupTo(config: Config, handle: DatabaseHandle, options: Options): Promise<string> {
  const summary = await writeBackup(
    {
      db: handle.db,
      location: { dialect: handle.dialect, dataDir: config.dataDir, databaseUrl: config.databaseUrl },
      files: fileStoreFor(config),
      now: () => new Date(),
    },
    fileOption(options, 'to'),
  );
  return (
    `Backed up the ${databaseName(summary.dialect)} database (migration ${summary.migration}) and ` +
    `${summary.files} files to ${summary.file} (${summary.bytes} bytes). ${KEY_REMINDER}`
  );
}

export async function verifyArchive(file: string | undefined): Promise<string> {
  if (!file) throw new AdminError('Give the backup to check: backup:verify FILE.');
  const manifest = await verifyBackup(path.resolve(file));
  return `${path.resolve(file)} is a whole backup: ${describeBackup(manifest)}.`;
}

/** Restores into the settings' (empty) database and file store; never migrates or creates anything first. */
export async function restoreFrom(config: Config, options: Options): Promise<string> {
  const file = fileOption(options, 'from');
  const handle = config.databaseUrl ? openDatabase(config) : undefined;
  try {
    const manifest = await restoreBackup(
      {
        location: {
          dialect: handle?.dialect ?? 'sqlite',
          dataDir: config.dataDir,
          databaseUrl: config.databaseUrl,
        },
        ...(handle ? { db: handle.db } : {}),
        files: fileStoreFor(config),
      },
      file,
    );
    const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
    return (
      `Restored ${describeBackup(manifest)} from ${file} into ${where}; the server migrates it at its ` +
      `next start. Put the same encryption key back first (ENCRYPTION_KEY or DATA_DIR/encryption.key).`
    );
  } finally {
    await handle?.destroy();
  }
}

/** Copies every file of DATA_DIR/files to the S3-compatible store `--to` (with the FILES_S3_* settings). */
export async function copyFiles(config: Config, options: Options, env = process.env): Promise<string> {
  const to = options.to?.trim() ?? '';
  if (!parseS3Url(to)) throw new AdminError(`--to must be s3://bucket or s3://bucket/prefix, not '${to}'.`);
  const target = fileStoreFor(loadConfig({ ...env, FILES_URL: to }));
  const source = createDiskFileStore(config.dataDir);
  let files = 0;
  let bytes = 0;
  for await (const ref of source.list()) {
    const content = await source.read(ref.owner, ref.name);
    if (!content) continue;
    await target.put(ref.owner, ref.name, content);
    files += 1;
    bytes += content.length;
  }
  return (
    `Copied ${files} files (${bytes} bytes) from ${path.join(config.dataDir, 'files')} to ${to}. ` +
    `Set FILES_URL=${to} (and the same FILES_S3_* settings) on every app process to use them.`
  );
}
