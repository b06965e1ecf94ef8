// Stored files live under DATA_DIR/files/<owner id>/<name>. The name is made here from random bytes and
// a fixed extension; a name that comes back in a request is only used after it matches that exact shape,
// so nothing a client sends is ever joined to a path (docs/reference/api.md 'Security rules'). Writes go to a
// temporary file that is flushed and then renamed, so a crash never leaves half a file under a real name.
// Folders are 0700 and files 0600 (private-paths.ts).
// FILES_URL=s3://bucket/prefix puts them in an S3-compatible store instead (s3-file-store.ts, ADR 0336).
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { trustedOwnerId, type OwnerId } from '../db/owner';
import { makePrivateDir, PRIVATE_DIR_MODE, tightenSync } from '../private-paths';

export const FILE_EXTENSIONS = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  xml: 'application/xml',
} as const;
export type FileExtension = keyof typeof FILE_EXTENSIONS;

const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|pdf|xml)$/;

export interface FileStore {
  /** Stores the bytes for the owner and answers the server-made name. */
  save(owner: OwnerId, bytes: Buffer, extension: FileExtension): Promise<string>;
  /** The owner's file, or undefined when the name is malformed or there is no such file. */
  read(owner: OwnerId, name: string): Promise<Buffer | undefined>;
  /** Removes the owner's file; a missing file is not an error. */
  remove(owner: OwnerId, name: string): Promise<void>;
  /** Stores the bytes under a name this server made before (a restore, a copy to another store). */
  put(owner: OwnerId, name: string, bytes: Buffer): Promise<void>;
  /** Every stored file, a page at a time (backups, copies), in no particular order. */
  list(): AsyncIterable<StoredFileRef>;
}

export interface StoredFileRef {
  owner: OwnerId;
  name: string;
}

/** `<owner id>/<name>` as a key or path below the store's root; undefined when either part is not ours. */
export function storedFileKey(owner: OwnerId, name: string): string | undefined {
  const id = Number(owner);
  return Number.isSafeInteger(id) && id > 0 && isStoredFileName(name) ? `${id}/${name}` : undefined;
}

/** The reverse of storedFileKey: undefined for anything this server did not store. */
export function parseStoredFileKey(key: string): StoredFileRef | undefined {
  const match = /^(\d{1,15})\/([^/]+)$/.exec(key);
  if (!match?.[1] || !match[2] || !isStoredFileName(match[2])) return undefined;
  return { owner: trustedOwnerId(Number(match[1])), name: match[2] };
}

export function isStoredFileName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** The content type of a stored file, from the extension the server gave it. */
export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1) as FileExtension;
  return FILE_EXTENSIONS[extension] ?? 'application/octet-stream';
}

export function createDiskFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'files');
  // The folder of an older start may be 0755: closing it closes every owner's folder below it.
  tightenSync(root, PRIVATE_DIR_MODE);
  const folderOf = (owner: OwnerId) => path.join(root, String(Math.trunc(Number(owner))));
  const fileOf = (owner: OwnerId, name: string) =>
    isStoredFileName(name) ? path.join(folderOf(owner), name) : undefined;

  async function write(owner: OwnerId, name: string, bytes: Buffer): Promise<void> {
    const folder = folderOf(owner);
    await makePrivateDir(folder);
    const temporary = path.join(folder, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
    const handle = await fs.open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, path.join(folder, name));
  }

  return {
    async save(owner, bytes, extension) {
      if (!(extension in FILE_EXTENSIONS)) throw new Error(`Unknown file extension ${extension}`);
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await write(owner, name, bytes);
      return name;
    },

    async put(owner, name, bytes) {
      if (!storedFileKey(owner, name)) throw new Error(`Not a stored file's name: ${name}`);
      await write(owner, name, bytes);
    },

    async *list() {
      const owners = await readdirIfAny(root);
      for (const folder of owners) {
        for (const name of await readdirIfAny(path.join(root, folder))) {
          const ref = parseStoredFileKey(`${folder}/${name}`);
          if (ref) yield ref;
        }
      }
    },

    async read(owner, name) {
      const file = fileOf(owner, name);
      if (!file) return undefined;
      try {
        return await fs.readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async remove(owner, name) {
      const file = fileOf(owner, name);
      if (file) await fs.rm(file, { force: true });
    },
  };
}

async function readdirIfAny(folder: string): Promise<string[]> {
  try {
    return await fs.readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
