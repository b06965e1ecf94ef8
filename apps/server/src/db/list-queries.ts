// Building blocks of the list queries (docs/decisions/0106-catalogue-lists-page.md): the search that
// finds text anywhere in a row's columns, the owner condition that goes with it, and the keyset
// condition that reads a list in batches.
import { PostgresAdapter, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { OwnerId } from './owner';
import type { Database } from './schema';

type ListTable = 'items' | 'clients' | 'expenses';

/** `%text%` for LIKE, with the user's own % and _ taken literally (used with ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Trigram indexes serve texts of 3 characters or more; a shorter search reads the owner's rows. */
const TRIGRAM_LENGTH = 3;

/** Whether SQLite narrows a search through the table's FTS5 trigram index. */
function usesSqliteSearchIndex(db: Kysely<Database>, search: string): boolean {
  return !isPostgres(db) && [...search].length >= TRIGRAM_LENGTH;
}

/** Rows of `table` where one of `columns` contains `text`, ignoring case, in part. The LIKE decides on
 * both databases, so they answer the same rows:
 * - PostgreSQL compares lower() of both sides, which its pg_trgm indexes on lower(column) serve.
 * - SQLite's LIKE already ignores case exactly as its lower() does (ASCII letters), so the column is
 *   compared as it is, without a lower() call per row. From 3 characters the table's FTS5 trigram index
 *   `<table>_search` first narrows the rows; it folds case at least as widely, so it never drops a row
 *   the LIKE keeps. */
export function containsText(
  db: Kysely<Database>,
  table: ListTable,
  columns: readonly string[],
  text: string,
  /** false: the LIKE alone, for a query that walks another index and tests each row (many matches). */
  viaIndex = true,
): Expression<SqlBool> {
  const pattern = containsPattern(text);
  const postgres = isPostgres(db);
  const like = sql.join(
    columns.map((column) =>
      postgres
        ? sql`lower(${sql.ref(`${table}.${column}`)}) like lower(${pattern}) escape '\\'`
        : sql`${sql.ref(`${table}.${column}`)} like ${pattern} escape '\\'`,
    ),
    sql` or `,
  );
  if (!viaIndex || !usesSqliteSearchIndex(db, text)) return sql<SqlBool>`(${like})`;
  // An FTS5 phrase: the text in double quotes, its own double quotes doubled; every other character is
  // taken literally.
  const phrase = `"${text.replace(/"/g, '""')}"`;
  const search = sql.table(`${table}_search`);
  return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${search} where ${search} match ${phrase}) and (${like})`;
}

/** The owner condition of a list query searching for `search` ('' when none). While SQLite narrows the
 * search through FTS5 it is written `+user_id = ?`: the unary plus keeps SQLite from serving it from an
 * index (https://sqlite.org/optoverview.html#disqualifying_where_clause_terms_using_unary_), so it starts
 * from the search's matches, a rowid lookup each, instead of walking every row of the owner, which it
 * would otherwise choose on a database that was never analysed. */
export function ownedBy(
  db: Kysely<Database>,
  table: ListTable,
  owner: OwnerId,
  search: string,
  /** As containsText's. */
  viaIndex = true,
): Expression<SqlBool> {
  const column = sql.ref(`${table}.user_id`);
  return viaIndex && usesSqliteSearchIndex(db, search)
    ? sql<SqlBool>`+${column} = ${owner}`
    : sql<SqlBool>`${column} = ${owner}`;
}

/** Rows after (asc) or before (desc) `values` in the order of `keys`: a row-value comparison, which both
 * databases serve from the index whose trailing columns are `keys`. The first key is compared on its
 * own as well: SQLite seeks an index on an expression (lower(name)) only from a comparison of that
 * expression, never from a row value. */
export function afterKeys(
  keys: readonly Expression<unknown>[],
  values: readonly unknown[],
  direction: 'asc' | 'desc',
): Expression<SqlBool> {
  const [firstKey, firstValue] = [keys[0], values[0]];
  const from = sql.raw(direction === 'asc' ? '>=' : '<=');
  const beyond = sql.raw(direction === 'asc' ? '>' : '<');
  const row = sql`(${sql.join(keys)}) ${beyond} (${sql.join(values.map((value) => sql`${value}`))})`;
  return sql<SqlBool>`${firstKey} ${from} ${firstValue} and ${row}`;
}
