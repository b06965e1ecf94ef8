// The nightly backup (BACKUP_DIR, BACKUP_KEEP, BACKUP_TIME; docs/decisions/0335): a periodic job of the
// database-backed queue (jobs/jobs.ts), so with several app processes one takes each run. Every run
// looks for the archive of the latest backup time that has passed (tradebook-<date>.tar.gz, the date
// of that time in UTC): when it is missing it is written, then only the newest BACKUP_KEEP archives are
// kept. A process that was down at the backup time takes the missed backup when it next runs the job.
import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../app-context';
import type { BackupConfig } from '../config';
import { makePrivateDir } from '../private-paths';
import { writeBackup } from './write-backup';

export const NIGHTLY_BACKUP_JOB = 'backup:nightly';
/** How often the job looks whether a backup is due. */
const CHECK_EVERY_MS = 10 * 60_000;
const ARCHIVE_NAME = /^tradebook-(\d{4}-\d{2}-\d{2})\.tar\.gz$/;

export function defineBackupJobs(ctx: AppContext): void {
  const settings = ctx.config.backup;
  if (!settings) return;
  ctx.jobs.define({
    name: NIGHTLY_BACKUP_JOB,
    maxAttempts: 1,
    run: async () => {
      await takeNightlyBackup(ctx, settings);
    },
  });
  ctx.jobs.every(NIGHTLY_BACKUP_JOB, CHECK_EVERY_MS);
}

/** The archive's file name for the latest backup time at or before `now`. */
export function nightlyArchiveName(now: Date, time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const slot = new Date(now);
  slot.setUTCHours(hours ?? 0, minutes ?? 0, 0, 0);
  if (slot > now) slot.setUTCDate(slot.getUTCDate() - 1);
  return `tradebook-${slot.toISOString().slice(0, 10)}.tar.gz`;
}

/** Takes the due backup unless it exists; answers the archive written, or undefined. */
export async function takeNightlyBackup(
  ctx: AppContext,
  settings: BackupConfig,
): Promise<string | undefined> {
  await makePrivateDir(settings.dir);
  const file = path.join(settings.dir, nightlyArchiveName(ctx.now(), settings.time));
  if (fs.existsSync(file)) return undefined;
  // A half-written archive of a process that died mid-backup is written again.
  fs.rmSync(`${file}.partial`, { force: true });
  const summary = await writeBackup(
    {
      db: ctx.db,
      location: { dialect: ctx.dialect, dataDir: ctx.config.dataDir, databaseUrl: ctx.config.databaseUrl },
      files: ctx.files,
      now: ctx.now,
    },
    file,
  );
  pruneArchives(settings);
  ctx.logger.info(
    { file: summary.file, files: summary.files, bytes: summary.bytes },
    'nightly backup written',
  );
  return summary.file;
}

/** Removes all but the newest `keep` nightly archives (other files in the folder are left alone). */
function pruneArchives(settings: BackupConfig): void {
  const archives = fs
    .readdirSync(settings.dir)
    .filter((name) => ARCHIVE_NAME.test(name))
    .sort()
    .reverse();
  for (const name of archives.slice(settings.keep)) fs.rmSync(path.join(settings.dir, name), { force: true });
}
