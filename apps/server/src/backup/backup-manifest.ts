// The manifest, the last entry of every backup (docs/decisions/0335): what the archive is (format and
// version, when, which database and the migration it is at, the app's version) and every other entry
// with its size and SHA-256, so an archive is checked whole before anything is restored from it.
import { z } from 'zod';

export const MANIFEST_ENTRY = 'manifest.json';
export const BACKUP_FORMAT = 'tradebook-backup';

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  createdAt: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  migration: z.string().min(1),
  /** The database entry's name. */
  database: z.string(),
  /** How many stored files the archive holds. */
  files: z.number().int().min(0),
  entries: z.array(
    z.object({
      path: z.string(),
      size: z.number().int().min(0),
      sha256: z.string().regex(/^[a-f0-9]{64}$/),
    }),
  ),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestEntry = Manifest['entries'][number];

/** The archive name of a stored file. */
export function fileEntryName(owner: number, name: string): string {
  return `files/${owner}/${name}`;
}

export class BackupError extends Error {}
