// Reads a backup through once (docs/decisions/0335): every entry's size and SHA-256 against the
// manifest (the last entry), nothing missing or extra, only names a backup writes. The database entry is
// written to `databaseTo`; each stored file is handed to `onFile` only once its checksum matched.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import { parseStoredFileKey, type StoredFileRef } from '../files/file-store';
import {
  BackupError,
  MANIFEST_ENTRY,
  ManifestSchema,
  type Manifest,
  type ManifestEntry,
} from './backup-manifest';
import { readTar, TarReadError, type TarEntrySink } from './tar-archive';

/** The largest stored file or manifest read into memory (uploads are far smaller). */
const MAX_BUFFERED_ENTRY = 256 * 1024 * 1024;
const DATABASE_ENTRIES = ['database.sqlite', 'database.pgdump'];

export interface ReadBackupOptions {
  /** Where the database entry is written; left out, it is only checked. */
  databaseTo?: string;
  /** The manifest of a first reading: each file is checked against it before it is handed on. */
  expected?: Manifest;
  onFile?: (ref: StoredFileRef, bytes: Buffer) => Promise<void>;
}

export async function readBackup(file: string, options: ReadBackupOptions): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const seen: ManifestEntry[] = [];
  const expected = new Map(options.expected?.entries.map((entry) => [entry.path, entry]));
  let manifestText: Buffer | undefined;
  let afterManifest = false;

  const sinkFor = (name: string, size: number): TarEntrySink => {
    if (manifestText) afterManifest = true;
    const hash = createHash('sha256');
    const finish = () => seen.push({ path: name, size, sha256: hash.digest('hex') });
    if (DATABASE_ENTRIES.includes(name)) {
      const out = options.databaseTo ? fs.createWriteStream(options.databaseTo, { mode: 0o600 }) : undefined;
      return {
        async write(chunk) {
          hash.update(chunk);
          if (out && !out.write(chunk)) await once(out, 'drain');
        },
        async end() {
          if (out) {
            out.end();
            await once(out, 'close');
          }
          finish();
        },
      };
    }
    const ref = name.startsWith('files/') ? parseStoredFileKey(name.slice('files/'.length)) : undefined;
    if (name !== MANIFEST_ENTRY && !ref)
      throw new BackupError(`The archive holds '${name}', which a Tradebook backup never does.`);
    if (size > MAX_BUFFERED_ENTRY) throw new BackupError(`The archive's entry ${name} is too large.`);
    const chunks: Buffer[] = [];
    return {
      write(chunk) {
        hash.update(chunk);
        chunks.push(Buffer.from(chunk));
      },
      async end() {
        const bytes = Buffer.concat(chunks);
        finish();
        if (name === MANIFEST_ENTRY) {
          manifestText = bytes;
          return;
        }
        const entry = seen.at(-1);
        const want = expected.get(name);
        if (options.expected && (!want || want.sha256 !== entry?.sha256))
          throw new BackupError(`The archive's ${name} does not match its checksum.`);
        if (ref && options.onFile) await options.onFile(ref, bytes);
      },
    };
  };

  try {
    await readTar(file, sinkFor);
  } catch (error) {
    if (error instanceof TarReadError)
      throw new BackupError(`${file} is not a readable backup: ${error.message}.`);
    throw error;
  }
  if (!manifestText || afterManifest)
    throw new BackupError(`${file} has no manifest at its end: it is not a complete Tradebook backup.`);
  const manifest = parseManifest(manifestText);
  checkEntries(
    manifest,
    seen.filter((entry) => entry.path !== MANIFEST_ENTRY),
  );
  return manifest;
}

function parseManifest(text: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text.toString('utf8'));
  } catch {
    throw new BackupError('The backup’s manifest is not JSON.');
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupError(
      `The backup’s manifest is not one this version reads (${parsed.error.issues[0]?.path.join('.')}).`,
    );
  return parsed.data;
}

function checkEntries(manifest: Manifest, seen: ManifestEntry[]): void {
  const listed = new Map(manifest.entries.map((entry) => [entry.path, entry]));
  for (const entry of seen) {
    const want = listed.get(entry.path);
    if (!want) throw new BackupError(`The archive's ${entry.path} is not in its manifest.`);
    if (want.size !== entry.size || want.sha256 !== entry.sha256)
      throw new BackupError(`The archive's ${entry.path} does not match its checksum.`);
    listed.delete(entry.path);
  }
  const missing = listed.keys().next();
  if (!missing.done) throw new BackupError(`The archive lacks ${missing.value}, which its manifest lists.`);
  if (!seen.some((entry) => entry.path === manifest.database))
    throw new BackupError(`The archive lacks its database (${manifest.database}).`);
  const files = seen.filter((entry) => entry.path.startsWith('files/')).length;
  if (files !== manifest.files)
    throw new BackupError(`The manifest counts ${manifest.files} files; the archive holds ${files}.`);
}
