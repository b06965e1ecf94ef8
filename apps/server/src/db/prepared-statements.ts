// PostgreSQL statements prepared once per connection (docs/decisions/0421-postgres-named-statements.md).
// Kysely's PostgresDriver sends every statement unnamed, so PostgreSQL parses, analyses and plans each one
// on every call; planning a list statement costs several times more than running it. A pool wrapped here
// gives its connections' single DML statements a name: pg parses a named statement once per connection and
// then only binds and executes it, and asks for its row description only the first time
// (docs/decisions/0445-a-statement-described-once.md).
import pg from 'pg';

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

/** What pg's Result makes a statement's rows with, from the statement's row description: its fields,
 * a parser per field and the empty row it copies for each row. */
interface RowShape {
  fields: unknown;
  _parsers: unknown;
  _prebuiltEmptyResultObject: unknown;
}

/** The parts of pg's Query (8.x) a statement described once relies on. */
interface QueryParts {
  name: string;
  _result: RowShape;
  _accumulateRows: boolean;
  callback?: unknown;
  prepare(connection: unknown): void;
  handleRowDescription(message: unknown): void;
}

/** The connection of a pg client, whose Describe message can be left out. */
interface DescribingConnection {
  describe(message: unknown): void;
}

/**
 * A named statement asks PostgreSQL to describe its rows (field names and types) only on its first run on
 * a connection: pg sends Describe with every execution, and building the description into a Result was
 * ~8% of the server's time on a list of 40 columns (docs/decisions/0445-a-statement-described-once.md).
 * A named statement's columns are fixed when it is parsed, so the description read the first time serves
 * every later run on the same connection; a statement made to change them by a table change fails and is
 * named afresh (`forgetNamesAfter`, `isCachedPlanError`).
 */
function describedOnceQuery(client: pg.PoolClient) {
  const shapes = new Map<string, RowShape>();
  const connection = (client as unknown as { connection: DescribingConnection }).connection;
  const describe = connection.describe.bind(connection);
  let describing = true;
  connection.describe = (message) => {
    if (describing) describe(message);
  };
  const Query = pg.Query as unknown as new (config: pg.QueryConfig & { callback: unknown }) => QueryParts;
  return class DescribedOnce extends Query {
    override prepare(target: unknown): void {
      const shape = shapes.get(this.name);
      if (!shape) return super.prepare(target);
      describing = false;
      try {
        super.prepare(target);
      } finally {
        describing = true;
      }
      // What handleRowDescription would have set from the description.
      Object.assign(this._result, shape);
      this._accumulateRows = true;
    }

    override handleRowDescription(message: unknown): void {
      super.handleRowDescription(message);
      const { fields, _parsers, _prebuiltEmptyResultObject } = this._result;
      shapes.set(this.name, { fields, _parsers, _prebuiltEmptyResultObject });
    }
  };
}

/** Makes the pool's connections send single DML statements as named prepared statements; the pool
 * itself is returned (for PostgresDialect). Cursors and callback calls pass through untouched. */
export function withPreparedStatements(pool: pg.Pool, enabled = preparedStatementsEnabled()): pg.Pool {
  if (!enabled) return pool;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const DescribedOnce = describedOnceQuery(client);
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
      return new Promise((resolve, reject) => {
        const callback = (error: unknown, result: unknown) => {
          if (error === null || error === undefined) return resolve(result);
          // A table changed under the statement by another process: the next call prepares it afresh.
          if (isCachedPlanError(error)) names.delete(text);
          reject(error as Error);
        };
        query(new DescribedOnce({ name, text, values: parameters, callback }));
      });
    };
    client.query = named as pg.PoolClient['query'];
  });
  return pool;
}

function isCachedPlanError(error: unknown): boolean {
  return error instanceof Error && /cached plan must not change result type/.test(error.message);
}
