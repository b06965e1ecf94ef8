// Stored files live under DATA_DIR/files/<owner id>/<name>. The name is made here from random bytes and
// a fixed extension; a name that comes back in a request is only used after it matches that exact shape,
// so nothing a client sends is ever joined to a path (decisions.md, 'Security rules'). Writes go to a
// temporary file that is flushed and then renamed, so a crash never leaves half a file under a real name.
// Folders are 0700 and files 0600 (private-paths.ts).
// Another store (S3-compatible, for several app servers) can replace this one behind the same interface.
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { OwnerId } from '../db/owner';
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

  return {
    async save(owner, bytes, extension) {
      if (!(extension in FILE_EXTENSIONS)) throw new Error(`Unknown file extension ${extension}`);
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      const folder = folderOf(owner);
      await makePrivateDir(folder);
      const temporary = path.join(folder, `.${name}.tmp`);
      const handle = await fs.open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temporary, path.join(folder, name));
      return name;
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

const stores = new Map<string, FileStore>();

/** The one store of a data folder (the app's DATA_DIR). */
export function fileStoreFor(dataDir: string): FileStore {
  let store = stores.get(dataDir);
  if (!store) {
    store = createDiskFileStore(dataDir);
    stores.set(dataDir, store);
  }
  return store;
}
