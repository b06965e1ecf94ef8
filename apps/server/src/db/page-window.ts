// A page's LIMIT and OFFSET in a list statement (docs/decisions/0427-sqlite-page-limits-in-the-text.md).
// SQLite runs a statement whose LIMIT is a constant faster than one whose LIMIT is a parameter (the
// expense list's page, 70 against 105 µs), so on SQLite the LIMIT is written into the text as an integer.
// The OFFSET stays a parameter there (a constant one gained nothing measurable): written in, every page
// number would be a text of its own, prepared afresh (40 µs more) and crowding the connection's cache of
// statements; a first page leaves it out. On PostgreSQL both stay parameters: its statements are prepared
// by name from their text (db/prepared-statements.ts), and a number in the text would make a name per
// page size.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './list-queries';
import type { Database } from './schema';

/** The rows of a page: `limit` of them after the first `offset`. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** `value` when it is a row count a page may have; a request is validated before it gets here, and this
 * keeps the literal from ever being anything but digits. */
function rowCount(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a row count: ${String(value)}`);
  return value;
}

/** A page's LIMIT for the query builder's `.limit()`: written into the text on SQLite. */
export function pageLimit(db: Kysely<Database>, limit: number): number | RawBuilder<number> {
  return isPostgres(db) ? rowCount(limit) : sql.lit(rowCount(limit));
}

/** `limit … offset …` of a page, for a statement written in SQL text: on SQLite the limit is written in
 * and an offset of 0 left out; on PostgreSQL both are parameters. */
export function pageWindow(db: Kysely<Database>, window: PageWindow): RawBuilder<unknown> {
  // The offset is a parameter, never text. A statement compiled once per shape passes a marker in its
  // place, a text (db/shaped-statements.ts), which is bound as it is.
  const offset = typeof window.offset === 'number' ? rowCount(window.offset) : window.offset;
  if (isPostgres(db)) return sql`limit ${rowCount(window.limit)} offset ${offset}`;
  const limit = sql`limit ${sql.lit(rowCount(window.limit))}`;
  return offset === 0 ? limit : sql`${limit} offset ${offset}`;
}
