// PostgreSQL statements prepared once per connection (docs/decisions/0421-postgres-named-statements.md).
// Kysely's PostgresDriver sends every statement unnamed, so PostgreSQL parses, analyses and plans each one
// on every call; planning a list statement costs several times more than running it. A pool wrapped here
// gives its connections' single DML statements a name: pg parses a named statement once per connection and
// then only binds and executes it.
import type pg from 'pg';

/** At most this many distinct texts get a name per process (IN lists of varying length make many texts);
 * the rest are sent unnamed. */
const MAX_NAMES = 256;
/** Longer texts and statements with more parameters (bulk inserts) are sent unnamed. */
const MAX_TEXT_LENGTH = 8 * 1024;
const MAX_PARAMETERS = 100;

/** A single select, insert, update, delete or with statement, after leading whitespace and comments. */
const DML_START = /^\s*(?:(?:--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)\s*)*(?:select|insert|update|delete|with)\b/i;
/** Transaction control and session settings change no table: they leave the names in place. */
const SESSION_START =
  /^\s*(?:(?:--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)\s*)*(?:begin|start|commit|end|rollback|savepoint|release|set|show|reset)\b/i;

export interface PreparedStatementCounts {
  /** Statements sent with a name, of them sent with a name the connection had not parsed yet. */
  named: number;
  parsed: number;
  /** Statements sent unnamed (not a single DML statement, too long, too many parameters, names used up). */
  unnamed: number;
  /** Times the names were forgotten because a statement could change a table (DDL). */
  resets: number;
}

const names = new Map<string, string>();
let nextName = 0;
const counts: PreparedStatementCounts = { named: 0, parsed: 0, unnamed: 0, resets: 0 };

/** This process's counts since it started (a copy). */
export function preparedStatementCounts(): PreparedStatementCounts {
  return { ...counts };
}

/** The name `text` is sent under, or undefined when it is sent unnamed. */
export function statementName(text: string, parameterCount: number): string | undefined {
  if (text.length > MAX_TEXT_LENGTH || parameterCount > MAX_PARAMETERS) return undefined;
  if (text.includes(';') || !DML_START.test(text)) return undefined;
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMES) return known;
  const name = `k${nextName++}`;
  names.set(text, name);
  return name;
}

/** A statement that may change a table (DDL, or anything we cannot tell) makes every text take a new
 * name: a statement prepared before would fail with 'cached plan must not change result type'. The
 * connections keep the old statements until they close (migrations run before any traffic). */
function forgetNamesAfter(text: string): void {
  if (DML_START.test(text) && !text.includes(';')) return;
  if (SESSION_START.test(text) && !text.includes(';')) return;
  if (names.size === 0) return;
  names.clear();
  counts.resets += 1;
}

/** Whether statements are named: on unless PG_PREPARED_STATEMENTS=off. */
export function preparedStatementsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PG_PREPARED_STATEMENTS !== 'off';
}

type QueryArguments = Parameters<pg.PoolClient['query']>;

/** Makes the pool's connections send single DML statements as named prepared statements; the pool
 * itself is returned (for PostgresDialect). Cursors and callback calls pass through untouched. */
export function withPreparedStatements(pool: pg.Pool, enabled = preparedStatementsEnabled()): pg.Pool {
  if (!enabled) return pool;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const parsed = new Set<string>();
    const named = (...args: QueryArguments): unknown => {
      const [text, values, callback] = args as unknown[];
      if (
        typeof text !== 'string' ||
        callback !== undefined ||
        (values !== undefined && !Array.isArray(values))
      )
        return query(...args);
      forgetNamesAfter(text);
      const parameters = (values as unknown[] | undefined) ?? [];
      const name = statementName(text, parameters.length);
      if (name === undefined) {
        counts.unnamed += 1;
        return query(text, values);
      }
      counts.named += 1;
      if (!parsed.has(name)) {
        parsed.add(name);
        counts.parsed += 1;
      }
      return (query({ name, text, values: parameters }) as Promise<unknown>).catch((error: unknown) => {
        // A table changed under the statement by another process: the next call prepares it afresh.
        if (isCachedPlanError(error)) names.delete(text);
        throw error;
      });
    };
    client.query = named as pg.PoolClient['query'];
  });
  return pool;
}

function isCachedPlanError(error: unknown): boolean {
  return error instanceof Error && /cached plan must not change result type/.test(error.message);
}
