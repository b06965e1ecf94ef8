// What app.ts wires and hands to each feature: the database, settings, logger and clock, and the ports
// through which features reach the world outside the database: mail, stored files, PDF rendering and
// payments (the server's own Stripe account, and each business's), and the server's own key (keyring).
// Features get their collaborators from here rather than importing them, so tests (and the
// admin tool) build the same app with a fresh database, a test SMTP server or a fixed clock, and a port
// can change its implementation (files on S3-compatible storage, PDFs in worker threads) without a
// feature noticing.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Dialect } from './db/database';
import type { Database } from './db/schema';
import type { FileStore } from './files/file-store';
import type { KnownLinkEpoch } from './files/files-context';
import { fileStoreFor } from './files/file-store-for';
import { createMailer, type Mailer } from './mail/mailer';
import { createUnconfiguredPayments, type PaymentsPort } from './payments/payments-port';
import { createStripeAccounts, type StripeAccountsPort } from './payments/stripe-accounts';
import { createStripePayments } from './payments/stripe-payments';
import { createPdfRenderer, type PdfRenderer } from './pdf/pdf-renderer';
import { createJobs, type Jobs } from './jobs/jobs';
import { createKeyring, type Keyring } from './secrets/keyring';
import { createBackgroundTasks, type BackgroundTasks } from './jobs/background-tasks';
import type { TestClock } from './jobs/test-clock';

export interface AppContext {
  db: Kysely<Database>;
  dialect: Dialect;
  config: Config;
  logger: FastifyBaseLogger;
  now: () => Date;
  mailer: Mailer;
  files: FileStore;
  pdf: PdfRenderer;
  payments: PaymentsPort;
  /** Card payments into a business's own Stripe account, with its key (its clients paying invoices). */
  stripeAccounts: StripeAccountsPort;
  /** The server's own key: sealed secrets and derived link tokens (secrets/keyring.ts). */
  keyring: Keyring;
  /** Work done after the answer (jobs/background-tasks.ts). */
  tasks: BackgroundTasks;
  /** Work kept in the database: later, retried, or on a schedule (jobs/jobs.ts). */
  jobs: Jobs;
  /** What a feature asks of one on a higher floor (docs/architecture.md, 'Floors of the server'). */
  ports: FeaturePorts;
  /** An owner's link epoch as the request's token check read it (files/files-context.ts). */
  knownLinkEpoch?: KnownLinkEpoch;
  /** Only with TEST_CLOCK=true (never in production): moves `now` for browser tests (jobs/test-clock.ts). */
  testClock?: TestClock;
}

/** Ports through which a feature reaches one on a higher floor (the engine issuing a client's link, an
 * account rewarding a referral): each is declared beside the code that calls it, by merging into this
 * interface, and filled by feature-ports.ts when app.ts builds the app, so every import points down
 * (docs/decisions/0340-floors-of-the-server.md). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeaturePorts {}

/** The context of a running app: the given database, settings and logger, with each port made from the
 * settings unless one is passed in (a test's mailer, a payments fake). */
export function createAppContext(
  base: Pick<AppContext, 'db' | 'dialect' | 'config' | 'logger'> & Partial<AppContext>,
): AppContext {
  const { config, logger } = base;
  const ctx: AppContext = {
    now: () => new Date(),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger,
    }),
    files: fileStoreFor(config),
    pdf: createPdfRenderer(config.pdfThreads),
    payments: config.stripeSecretKey ? createStripePayments(config) : createUnconfiguredPayments(),
    stripeAccounts: createStripeAccounts(config),
    keyring: createKeyring(config),
    tasks: createBackgroundTasks(logger),
    // Replaced just below: the queue reads the context's clock, whichever `now` it ends up with.
    jobs: undefined as unknown as Jobs,
    // Filled by feature-ports.ts when app.ts builds the app (the features' ports live above this floor).
    ports: {} as FeaturePorts,
    // Present though unset, so a request's context that sets it (save-document.ts) changes a field rather
    // than adding one, which would give every such context a hidden class of its own
    // (docs/decisions/0447-no-field-added-after-a-spread.md).
    knownLinkEpoch: undefined,
    ...base,
  };
  ctx.jobs ??= createJobs({ db: ctx.db, dialect: ctx.dialect, now: () => ctx.now(), logger });
  return ctx;
}
