// A search's first answer: its page and its total from one statement (docs/decisions/
// 0387-list-totals-from-day-counts.md). Counting the matches and then finding the page read the search
// index twice (SQLite's FTS5 trigrams, PostgreSQL's pg_trgm), and each reading cost far more than the rows
// of a page; here the matching ids are read once, counted by a window function, sorted and cut to the page,
// and only the page's rows are read in full. The owner's list version is read by the same statement, so
// the total can be kept (db/list-totals.ts) exactly as one counted on its own.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import {
  conditions,
  LIST_COLUMNS,
  listRowOf,
  MIN_INDEXED_SEARCH,
  type RawListRow,
} from './document-list.repository';
import type { DocumentListRow, DocumentRowFilters } from './document-rows';

/** Whether a search is read this way: one the search index serves (3 characters or more). */
export function searchesOnce(filters: DocumentRowFilters): boolean {
  return filters.search.trim().length >= MIN_INDEXED_SEARCH;
}

/** The page, the total of every match and the owner's list version when the page has rows; undefined
 * when it has none (a page past the last), whose total is then counted on its own. */
export async function searchDocumentPage(
  db: Kysely<Database>,
  dialect: Dialect,
  owner: OwnerId,
  kind: string,
  filters: DocumentRowFilters,
  window: { offset: number; limit: number },
): Promise<{ rows: DocumentListRow[]; total: number; version: number } | undefined> {
  const where = sql.join(conditions(dialect, owner, kind, filters, 'index'), sql` and `);
  const direction = sql.raw(filters.order === 'asc' ? 'asc' : 'desc');
  const { rows } = await sql<RawListRow & { total_count: unknown; list_version: unknown }>`select
      ${LIST_COLUMNS}, page.total_count,
      (select version from list_versions where user_id = ${owner}) as list_version
    from (select d.id as page_id, count(*) over () as total_count from documents d
      where ${where}
      order by d.document_date ${direction}, d.id ${direction}
      limit ${window.limit} offset ${window.offset}) page
    join documents d on d.id = page.page_id and d.user_id = ${owner}
    left join clients c on c.id = d.client_id and c.user_id = ${owner}
    order by d.document_date ${direction}, d.id ${direction}`.execute(db);
  const first = rows[0];
  if (first === undefined) return undefined;
  return {
    rows: rows.map(listRowOf),
    total: Number(first.total_count),
    version: Number(first.list_version ?? 0),
  };
}
