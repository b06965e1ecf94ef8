// A page's LIMIT and OFFSET in a list statement (docs/decisions/0427-sqlite-page-limits-in-the-text.md,
// docs/decisions/0448-postgresql-page-limits-in-the-text.md). The LIMIT is written into the text as an
// integer and an OFFSET of 0 left out; a later page's OFFSET stays a parameter (written in, every page
// number would be a text of its own, prepared afresh). SQLite runs a statement whose LIMIT is a constant
// faster than one whose LIMIT is a parameter (the expense list's page, 70 against 105 µs). PostgreSQL,
// told neither how many rows a page takes nor how many it skips, plans for a tenth of the matches: the
// plan it keeps for a named statement then looked dearer than one made for each call's values, so it
// planned every call again (187 µs, against 72 to run it); with the page's size in the text it keeps one.
import { sql, type RawBuilder } from 'kysely';

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

/** A page's LIMIT for the query builder's `.limit()`, written into the text. */
export function pageLimit(limit: number): RawBuilder<number> {
  return sql.lit(rowCount(limit));
}

/** `limit … offset …` of a page, for a statement written in SQL text: the limit written in, an offset of
 * 0 left out, any other offset a parameter. */
export function pageWindow(window: PageWindow): RawBuilder<unknown> {
  // The offset is a parameter, never text. A statement compiled once per shape passes a marker in its
  // place, a text (db/shaped-statements.ts), which is bound as it is.
  const offset = typeof window.offset === 'number' ? rowCount(window.offset) : window.offset;
  const limit = sql`limit ${pageLimit(window.limit)}`;
  return offset === 0 ? limit : sql`${limit} offset ${offset}`;
}
