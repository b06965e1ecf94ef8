// What the stored files' code takes of the app context: the app context (app-context.ts) stands above
// files/ and hands itself in, so files/ names only what it uses and imports nothing above it
// (docs/architecture.md, 'Floors of the server').
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { FileStore } from './file-store';

export interface FilesContext {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
  files: FileStore;
  /** An owner's link epoch as the request's token check read it, so a link signed for that owner in
   * this request does not read it again (docs/decisions/0435-the-token-check-reads-the-link-epoch.md). */
  knownLinkEpoch?: KnownLinkEpoch;
}

export interface KnownLinkEpoch {
  owner: number;
  epoch: number;
}
