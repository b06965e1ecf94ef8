// Migrations run at start and are the only way the schema changes. Files in ./migrations are applied
// in name order (timestamp prefix) and never edited once they have landed.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  Migrator,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import { RUNS_BUILT, SERVER_DIST, SERVER_ROOT } from '../server-paths';
import type { Database } from './schema';

// The build compiles each migration to dist/migrations/<name>.js (scripts/build-server.mjs).
const migrationFolder = RUNS_BUILT
  ? path.join(SERVER_DIST, 'migrations')
  : path.join(SERVER_ROOT, 'src/db/migrations');

/** Kysely's FileMigrationProvider imports from inside node_modules, where Node alone cannot load a .ts
 * file (vitest only transforms our own modules); importing from here works under tsx and vitest alike. */
const migrationProvider: MigrationProvider = {
  async getMigrations() {
    const migrations: Record<string, Migration> = {};
    for (const file of (await fs.readdir(migrationFolder)).sort()) {
      if (!/\.(ts|js|mjs)$/.test(file) || file.endsWith('.d.ts') || /\.test\.(ts|js)$/.test(file)) continue;
      const migration = (await import(pathToFileURL(path.join(migrationFolder, file)).href)) as Migration;
      migrations[file.replace(/\.[^.]+$/, '')] = migration;
    }
    return migrations;
  },
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  await runMigrations((migrator) => migrator.migrateToLatest(), db);
}

/** Up (or down) to the named migration: for tests of a migration that moves data. */
export async function migrateTo(db: Kysely<Database>, migrationName: string): Promise<void> {
  await runMigrations((migrator) => migrator.migrateTo(migrationName), db);
}

async function runMigrations(
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
  db: Kysely<Database>,
): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await run(migrator);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
