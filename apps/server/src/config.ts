// Settings come from the environment, are checked once at start, and every one has a default that
// works out of the box. A bad setting stops the start with one line that names it (ConfigError).
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseS3Url, s3FilesConfig, type FilesConfig } from './files-config';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int({ error: 'must be a whole number from 1 to 65535' })
    .min(1, { error: 'must be a whole number from 1 to 65535' })
    .max(65535, { error: 'must be a whole number from 1 to 65535' })
    .default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((value) => !value || /^postgres(ql)?:\/\/.+/.test(value), {
      error: 'must be a postgres:// URL, or unset to use SQLite under DATA_DIR',
    }),
  PUBLIC_URL: z
    .string()
    .optional()
    .refine((value) => !value || isHttpUrl(value), { error: 'must be an http:// or https:// URL' }),
  SMTP_URL: z
    .string()
    .optional()
    .refine((value) => !value || /^smtps?:\/\/.+/.test(value), {
      error: 'must be an smtp:// or smtps:// URL, or unset to write e-mails to DATA_DIR/outbox',
    }),
  MAIL_FROM: z
    .string()
    .default('Tradebook <no-reply@tradebook.local>')
    .refine((value) => /^[^<>@\s]*<?[^\s<>@]+@[^\s<>@]+>?$/.test(value.replace(/^[^<]*(?=<)/, '')), {
      error: "must be an e-mail address, optionally with a name: 'Tradebook <billing@example.com>'",
    }),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  KEPT_LIST_ANSWERS: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  RATE_LIMIT_PER_IP: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int({ error: 'must be a whole number of at least 1' })
    .min(1, { error: 'must be a whole number of at least 1' })
    .default(100),
  RATE_LIMIT_PER_USER: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int({ error: 'must be a whole number of at least 1' })
    .min(1, { error: 'must be a whole number of at least 1' })
    .default(30),
  DOCUMENT_EMAILS_PER_DAY: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int({ error: 'must be a whole number of at least 1' })
    .min(1, { error: 'must be a whole number of at least 1' })
    .default(200),
  DOCUMENT_EMAILS_PER_DAY_NEW: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int({ error: 'must be a whole number of at least 1' })
    .min(1, { error: 'must be a whole number of at least 1' })
    .default(20),
  PDF_THREADS: z.coerce
    .number({ error: 'must be a whole number from 1 to 32' })
    .int({ error: 'must be a whole number from 1 to 32' })
    .min(1, { error: 'must be a whole number from 1 to 32' })
    .max(32, { error: 'must be a whole number from 1 to 32' })
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .refine((value) => !value || /^(sk|rk)_\S+$/.test(value), {
      error: 'must be a Stripe secret key (sk_... or rk_...), or unset to turn card payments off',
    }),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .refine((value) => !value || /^whsec_\S+$/.test(value), {
      error: "must be the webhook endpoint's signing secret (whsec_...)",
    }),
  STRIPE_API_BASE: z
    .string()
    .optional()
    .refine((value) => !value || isHttpUrl(value), { error: 'must be an http:// or https:// URL' }),
  ENCRYPTION_KEY: z
    .string()
    .optional()
    .refine((value) => !value || encryptionKeyBytes(value) !== undefined, {
      error: 'must be 32 random bytes as 64 hex characters (openssl rand -hex 32), or unset',
    }),
  SUPPORT_EMAIL: z
    .string()
    .optional()
    .refine((value) => !value || /^[^\s<>@,;]+@[^\s<>@,;]+\.[^\s<>@,;]+$/.test(value), {
      error: 'must be one e-mail address, e.g. support@example.com',
    }),
  // Stored files on S3-compatible storage (docs/decisions/0336); unset: DATA_DIR/files.
  FILES_URL: z
    .string()
    .optional()
    .refine((value) => !value || parseS3Url(value) !== undefined, {
      error: 'must be s3://bucket or s3://bucket/prefix, or unset to keep files in DATA_DIR/files',
    }),
  FILES_S3_ENDPOINT: z
    .string()
    .optional()
    .refine((value) => !value || isHttpUrl(value), { error: 'must be an http:// or https:// URL' }),
  FILES_S3_REGION: z.string().min(1).default('us-east-1'),
  FILES_S3_ACCESS_KEY_ID: z.string().optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().optional(),
  FILES_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  // The nightly backup (docs/decisions/0335): off unless BACKUP_DIR is set.
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number from 1 to 365' })
    .int({ error: 'must be a whole number from 1 to 365' })
    .min(1, { error: 'must be a whole number from 1 to 365' })
    .max(365, { error: 'must be a whole number from 1 to 365' })
    .default(7),
  BACKUP_TIME: z
    .string()
    .default('02:30')
    .refine((value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value), {
      error: 'must be a time of day in UTC as HH:MM, e.g. 02:30',
    }),
  // GET /metrics (docs/decisions/0333-metrics.md): off unless set.
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((value) => !value || /^[\x21-\x7e]{16,}$/.test(value), {
      error:
        'must be at least 16 characters without spaces (openssl rand -hex 32), or unset to turn /metrics off',
    }),
  // Browser tests only (docs/decisions/0310): POST /api/v3/test/clock moves the app's clock. Off unless
  // set, and refused unless the app listens on this machine only (HOST a loopback address).
  TEST_CLOCK: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function filesConfigOf(e: z.infer<typeof EnvSchema>): FilesConfig {
  const location = e.FILES_URL ? parseS3Url(e.FILES_URL) : undefined;
  if (!location) return { kind: 'disk' };
  return s3FilesConfig(location, {
    endpoint: e.FILES_S3_ENDPOINT,
    region: e.FILES_S3_REGION,
    accessKeyId: e.FILES_S3_ACCESS_KEY_ID,
    secretAccessKey: e.FILES_S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.FILES_S3_FORCE_PATH_STYLE,
  });
}

/** The 32 bytes of an ENCRYPTION_KEY written as 64 hex characters or as base64; undefined otherwise. */
export function encryptionKeyBytes(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return bytes;
  }
  return undefined;
}

/** Threads that draw PDFs unless PDF_THREADS says: every core but the event loop's, at least one and at
 * most four (a PDF takes a fraction of a second; more threads mostly add memory, some 120 MB each). */
export function defaultPdfThreads(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Document list answers are kept and sent again while nothing they show has changed (ADR 0119);
   * false (KEPT_LIST_ANSWERS) writes every answer afresh, as the benchmarks compare. */
  keptListAnswers: boolean;
  /** Sign-in, register, forgot and reset calls allowed per IP address per minute. */
  rateLimitPerIp: number;
  /** PDF views, exports and e-mails of documents allowed per user per minute, each counted on its own. */
  rateLimitPerUser: number;
  /** E-mails to others (documents, invitations) an account may send per UTC day (ADR 0328). */
  documentEmailsPerDay: number;
  /** The same for an account younger than 7 days. */
  documentEmailsPerDayNew: number;
  /** Worker threads that draw PDFs. */
  pdfThreads: number;
  /** Read the client address from X-Forwarded-For (only behind a reverse proxy that sets it). */
  trustProxy: boolean;
  /** Stripe's secret key; unset turns card payments off (packages still list, checkout answers 503). */
  stripeSecretKey: string | undefined;
  /** The signing secret of the webhook endpoint (web/payment/webhook). */
  stripeWebhookSecret: string | undefined;
  /** Where the Stripe SDK sends its calls; unset is Stripe itself (tests point it at a local fake). */
  stripeApiBase: string | undefined;
  /** Shown by the payment pages to a user who needs help; '' when unset. */
  supportEmail: string;
  /** The bearer token GET /metrics asks for; unset: /metrics answers 404. */
  metricsToken: string | undefined;
  /** TEST_CLOCK: the test build's clock control (never in production). */
  testClock: boolean;
  /** The server's own key (64 hex characters) that seals the businesses' Stripe keys and derives client
   * links; unset: one is made once in DATA_DIR/encryption.key (secrets/keyring.ts). */
  encryptionKey: string | undefined;
  /** Where logos, attachments and receipts are kept (files/file-store.ts). */
  files: FilesConfig;
  /** The nightly backup; undefined (BACKUP_DIR unset) when off. */
  backup: BackupConfig | undefined;
}

/** The nightly backup: one archive a day at `time` (UTC), the newest `keep` kept. */
export interface BackupConfig {
  dir: string;
  keep: number;
  /** HH:MM, UTC. */
  time: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'setting');
    // A secret's value is never repeated into a log line, even a wrong one.
    const shown = /SECRET|ENCRYPTION_KEY|TOKEN/.test(name) ? '"..."' : JSON.stringify(env[name] ?? '');
    throw new ConfigError(`Invalid setting ${name}=${shown}: ${issue?.message}`);
  }
  const e = parsed.data;
  if (e.TEST_CLOCK && !['localhost', '127.0.0.1', '::1'].includes(e.HOST)) {
    throw new ConfigError(
      `Invalid setting TEST_CLOCK="true": a test clock is for tests on this machine only (HOST=${e.HOST})`,
    );
  }
  if (Boolean(e.FILES_S3_ACCESS_KEY_ID) !== Boolean(e.FILES_S3_SECRET_ACCESS_KEY)) {
    const missing = e.FILES_S3_ACCESS_KEY_ID ? 'FILES_S3_SECRET_ACCESS_KEY' : 'FILES_S3_ACCESS_KEY_ID';
    throw new ConfigError(
      `Invalid setting ${missing}="": FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY go together`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    keptListAnswers: e.KEPT_LIST_ANSWERS,
    rateLimitPerIp: e.RATE_LIMIT_PER_IP,
    rateLimitPerUser: e.RATE_LIMIT_PER_USER,
    documentEmailsPerDay: e.DOCUMENT_EMAILS_PER_DAY,
    documentEmailsPerDayNew: e.DOCUMENT_EMAILS_PER_DAY_NEW,
    pdfThreads: e.PDF_THREADS ?? defaultPdfThreads(),
    trustProxy: e.TRUST_PROXY,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiBase: e.STRIPE_API_BASE,
    supportEmail: e.SUPPORT_EMAIL ?? '',
    metricsToken: e.METRICS_TOKEN,
    testClock: e.TEST_CLOCK,
    encryptionKey: e.ENCRYPTION_KEY ? encryptionKeyBytes(e.ENCRYPTION_KEY)?.toString('hex') : undefined,
    files: filesConfigOf(e),
    backup: e.BACKUP_DIR
      ? { dir: path.resolve(e.BACKUP_DIR), keep: e.BACKUP_KEEP, time: e.BACKUP_TIME }
      : undefined,
  };
}
