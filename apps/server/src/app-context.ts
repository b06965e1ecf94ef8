// What app.ts wires and hands to each feature: the database, settings, mailer and clock. Features get
// their collaborators from here rather than importing them, so tests build the same app with a fresh
// database, a test SMTP server or a fixed clock.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Dialect } from './db/database';
import type { Database } from './db/schema';
import type { Mailer } from './mail/mailer';

export interface AppContext {
  db: Kysely<Database>;
  dialect: Dialect;
  config: Config;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  now: () => Date;
}
