// The SQLite connection's statements: kept compiled, and their rows made as plain objects of one shape
// (docs/decisions/0430-sqlite-rows-built-from-arrays.md).
import type BetterSqlite from 'better-sqlite3';
import type { Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { RecentlyUsed } from './recently-used';

/** How many compiled statements the SQLite connection keeps at least (and at most twice as many). */
const STATEMENT_CACHE_SIZE = 250;

/** A kept statement: `busy` while an iteration over its rows is still open (it cannot run again then);
 * `readonly` when it changes nothing in the database (SQLite's own answer). */
export interface KeptStatement extends SqliteStatement {
  readonly busy: boolean;
  readonly readonly: boolean;
}

/** The connection's statements, prepared or kept. */
export interface StatementCache extends SqliteDatabase {
  prepare(sql: string): KeptStatement;
}

/**
 * Kysely asks the driver to compile every query it runs; compiling costs more than running most of ours
 * (a list page: ~0.3 ms to compile, ~0.5 ms to run). The same SQL text is asked for again and again, so
 * the connection keeps the most recent statements and hands a kept one back when it is not in use.
 */
export function withStatementCache(database: BetterSqlite.Database): StatementCache {
  const statements = new RecentlyUsed<string, KeptStatement>(STATEMENT_CACHE_SIZE);
  return {
    close: () => database.close(),
    prepare(text: string) {
      const kept = statements.get(text);
      if (kept && !kept.busy) return kept;
      const statement = withPlainRows(database.prepare(text));
      statements.set(text, statement);
      return statement;
    },
  };
}

/**
 * A statement whose rows are read as arrays and made into objects here, every row of the statement by
 * one object literal, so all share one shape. better-sqlite3 (on Node before 22) builds each row by
 * adding its columns one at a time, and an object of more than a dozen or so columns made that way is a
 * dictionary: slow to build, larger, and slow to read field by field. A list page of 10 documents of 45
 * columns took about 60% longer to read that way (docs/decisions/0430-sqlite-rows-built-from-arrays.md
 * has the figures). The objects are the same: every column a property, in the statement's order, a later
 * column of the same name taking the earlier one's place.
 */
function withPlainRows(statement: Statement): KeptStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  // Assigning a column named __proto__ would set the row's prototype: such a statement keeps
  // better-sqlite3's own rows.
  if (names.includes('__proto__')) return statement;
  const rowOf = rowMaker(names);
  statement.raw(true);
  return {
    reader: true,
    readonly: statement.readonly,
    get busy() {
      return statement.busy;
    },
    all: (parameters) => {
      const rows = statement.all(parameters) as unknown[][];
      const objects = new Array<Record<string, unknown>>(rows.length);
      for (let index = 0; index < rows.length; index += 1) objects[index] = rowOf(rows[index] as unknown[]);
      return objects;
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield rowOf(values);
    },
  };
}

/**
 * The function that makes a row of these columns from its values: one object literal naming every column
 * (`{"id": values[0], …}`), compiled once per statement. Copying a template and then storing each column
 * by a name read from a list made every store a lookup in V8's shared (megamorphic) cache, about half a
 * microsecond a row of 20 columns (docs/decisions/0450-sqlite-rows-made-by-one-literal.md). Each name is
 * written as a JSON string, which is a JavaScript string literal: no name can be read as code. A literal
 * keeps a repeated name at its first place with the last value, as better-sqlite3 does; `__proto__` is
 * never given (a quoted `"__proto__"` in a literal would set the prototype).
 */
export function rowMaker(names: readonly string[]): (values: unknown[]) => Record<string, unknown> {
  if (names.includes('__proto__')) throw new Error('a column named __proto__ cannot be made into a row');
  const fields = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
  return new Function('values', `return { ${fields.join(', ')} };`) as (
    values: unknown[],
  ) => Record<string, unknown>;
}
