// Starts Tradebook: reads the settings, opens and migrates the database, listens, and closes cleanly on
// SIGINT/SIGTERM. A bad setting or an unreachable database stops the start with one clear line.
import { buildApp } from './app';
import { createAppContext } from './app-context';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createTestClock } from './jobs/test-clock';
import { createLogger, flushLogs } from './logger';

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

  // SIGTERM (or Ctrl+C): stop taking connections and jobs at once, let the requests and jobs under way
  // finish, then exit; whatever is still running after STOP_GRACE_MS is cut short (docs/decisions/
  // 0334-graceful-stop.md). A job cut short keeps its lease and runs again once the lease ends; a queued
  // one waits in the database for the next start.
  let stopping = false;
  const close = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.warn(`still busy ${STOP_GRACE_MS / 1000} s after ${signal}: stopping now`);
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    // Fastify closes the listening socket first (new connections are refused), answers 503 on kept-alive
    // connections, and resolves once the requests in flight have been answered.
    await Promise.all([app.close(), ctx.jobs.stop()]);
    // Work handed over by the last answers (a reset link) is queued before the database closes.
    await ctx.tasks.settled();
    await ctx.jobs.stop();
    ctx.mailer.close();
    await ctx.pdf.close();
    await handle.destroy();
    logger.info('stopped');
    await flushLogs(logger);
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

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

/** The most a stop waits for requests and jobs under way. */
const STOP_GRACE_MS = 10_000;

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
