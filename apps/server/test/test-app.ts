// buildTestApp(): the real app over a fresh database (see test-database.ts), with e-mail written to a
// temporary outbox that tests can read, or sent to an SMTP server a test started.
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../src/app';
import { createAppContext, type AppContext } from '../src/app-context';
import { loadConfig, type Config } from '../src/config';
import { createLogger } from '../src/logger';
import { createMailer } from '../src/mail/mailer';
import { DELIVER_MAIL_JOB } from '../src/mail/outbox';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: TestDatabase;
  outboxDir: string;
  /** Moves the app's clock; real time otherwise. */
  setNow(date: Date | undefined): void;
  /** Waits for the work requests handed over (jobs/background-tasks.ts) and delivers the e-mails queued
   * in the outbox whose time has come (mail/outbox.ts). */
  settle(): Promise<void>;
  /** Runs every job whose time has come on the app's clock (recurring invoices, reminders, e-mails). */
  runJobs(): Promise<number>;
  /** The e-mails written so far, newest last, as raw MIME text. */
  readOutbox(): string[];
  /** Stops the app; its database is dropped unless `keepDatabase` (a test that restarts the app). */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

const contexts = new WeakMap<FastifyInstance, AppContext>();

/** The context of a test app built by buildTestApp (the factories confirm a new user's address in it). */
export function contextOf(app: FastifyInstance): AppContext | undefined {
  return contexts.get(app);
}

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    config?: Partial<Config>;
    webDist?: string;
    /** A database the test prepared itself (migrated); by default a fresh one. */
    database?: TestDatabase;
    /** Where the app's log lines go, from level info; by default none are written (TEST_LOG_LEVEL
     * shows them on standard output). */
    logStream?: Writable;
    /** Parts of the context to use instead of the test's own (a test clock). */
    context?: Partial<AppContext>;
    /** Kysely plugins the app's database runs every statement through: a test's statement recorders
     * (recorded-statements.ts). */
    plugins?: KyselyPlugin[];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const db = (options.plugins ?? []).reduce((plugged, plugin) => plugged.withPlugin(plugin), database.db);
  const config: Config = {
    ...loadConfig({
      DATA_DIR: database.dataDir,
      PUBLIC_URL: 'http://tradebook.test',
      RATE_LIMIT_PER_IP: '100000',
      // The daily caps of e-mails to others (ADR 0328) are tested with their own, lower, settings.
      DOCUMENT_EMAILS_PER_DAY: '100000',
      DOCUMENT_EMAILS_PER_DAY_NEW: '100000',
      ...options.env,
    }),
    ...options.config,
  };
  const outboxDir = path.join(config.dataDir, 'outbox');
  // The app's own logger, so a test sees the lines, and the redaction, that production writes.
  const logLevel = options.logStream ? 'info' : (process.env.TEST_LOG_LEVEL ?? 'silent');
  const logger = createLogger({ logLevel: logLevel as Config['logLevel'] }, options.logStream);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir, logger });
  let fixedNow: Date | undefined;
  const ctx: AppContext = createAppContext({
    db,
    dialect: database.dialect,
    config,
    mailer,
    logger,
    now: () => fixedNow ?? new Date(),
    ...options.context,
  });
  const app = await buildApp(ctx, { webDist: options.webDist ?? null });
  await app.ready();
  contexts.set(app, ctx);
  return {
    app,
    ctx,
    database,
    outboxDir,
    setNow: (date) => {
      fixedNow = date;
    },
    settle: async () => {
      await ctx.tasks.settled();
      await ctx.jobs.runDue({ only: [DELIVER_MAIL_JOB] });
    },
    runJobs: async () => {
      await ctx.tasks.settled();
      return ctx.jobs.runDue();
    },
    readOutbox: () =>
      fs.existsSync(outboxDir)
        ? fs
            .readdirSync(outboxDir)
            .sort()
            .map((file) => fs.readFileSync(path.join(outboxDir, file), 'utf8'))
        : [],
    close: async (closeOptions = {}) => {
      await app.close();
      ctx.tasks.resume();
      await ctx.tasks.settled();
      await ctx.jobs.stop();
      mailer.close();
      if (closeOptions.keepDatabase) await database.destroy();
      else await database.drop();
    },
  };
}
