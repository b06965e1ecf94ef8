// Everything under DATA_DIR is the owner's business data (the SQLite file and its WAL, stored files,
// the outbox of e-mails): readable by the app's own system user only (issue 13). Folders are made 0700
// and files 0600 with explicit modes, so it holds whatever the umask of the process is; server.ts also
// sets umask 077 so a file made by a library is private too. An existing DATA_DIR keeps its own mode
// (it may be a shared folder such as a mount point); the folders and files we make inside it are private.
import fs from 'node:fs';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Makes `dir` (and any missing parent) a private folder; an existing one is left as it is. */
export function makePrivateDirSync(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

export async function makePrivateDir(dir: string): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Narrows an existing file or folder of ours made by an older version with the umask's 0644 / 0755. */
export function tightenSync(file: string, mode: number): void {
  try {
    fs.chmodSync(file, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
