// Starts Tradebook: reads the settings, opens and migrates the database, listens, and closes cleanly on
// SIGINT/SIGTERM. A bad setting or an unreachable database stops the start with one clear line.
import { buildApp } from './app';
import { createAppContext } from './app-context';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createTestClock } from './jobs/test-clock';
import { createLogger } from './logger';

async function main(): Promise<void> {
  // Whatever is written under DATA_DIR (by us or a library) is for this system user only; the code also
  // gives its own folders and files private modes (private-paths.ts).
  process.umask(0o077);
  const config = loadConfig();
  const logger = createLogger(config);
  const handle = openDatabase({
    ...config,
    onIdleError: (error) =>
      logger.warn({ err: error }, 'an idle database connection broke; it will be replaced'),
  });
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.destroy().catch(() => undefined);
    throw new StartError(
      `Could not prepare the ${handle.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} database: ${reason(error)}`,
    );
  }
  // TEST_CLOCK (browser tests only, refused in production): the app's time can be moved.
  const testClock = config.testClock ? createTestClock() : undefined;
  const ctx = createAppContext({
    db: handle.db,
    dialect: handle.dialect,
    config,
    logger,
    ...(testClock ? { testClock, now: testClock.now } : {}),
  });
  const app = await buildApp(ctx);

  const close = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await app.close();
    // Work handed over by the last answers (a reset link) is queued before the database closes; a job
    // under way finishes, and queued ones wait in the database for the next start.
    await ctx.tasks.settled();
    await ctx.jobs.stop();
    ctx.mailer.close();
    await ctx.pdf.close();
    await handle.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    throw new StartError(`Could not listen on ${config.host}:${config.port}: ${reason(error)}`);
  }
  // The PDF threads start now rather than at the first PDF, which would otherwise wait for them.
  ctx.pdf.start();
  ctx.jobs.start();
  logger.info(
    `Tradebook is running at ${config.publicUrl} (database: ${handle.dialect}, data: ${config.dataDir})`,
  );
}

class StartError extends Error {}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartError) {
    console.error(`Tradebook did not start. ${error.message}`);
  } else {
    console.error('Tradebook did not start.', error);
  }
  process.exit(1);
});
