// A search's page and its total from one statement (docs/decisions/0387-list-totals-from-day-counts.md,
// docs/decisions/0403-search-from-its-hits.md). Counting the matches and then finding the page read the
// search index twice (SQLite's FTS5 trigrams, PostgreSQL's pg_trgm), and each reading cost far more than
// the rows of a page; here the matching ids are read once, counted by a window function, sorted and cut
// to the page, and only the page's rows are read in full. The owner's list version is read by the same
// statement, so the total can be kept (db/list-totals.ts) exactly as one counted on its own.
//
// On SQLite the statement first reads the search index's hits (every owner's documents of every kind
// whose search text holds the term), at most MAX_HITS + 1 of them, and looks each up by id: SQLite
// cannot tell how many rows an FTS5 match finds, and otherwise walked every document of the owner and
// kind (100,000 index entries) to test each against the hits. Past MAX_HITS hits (a common word) the
// walk is cheaper than the lookups, and the statement is read again that way.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import { listVersionOf } from '../../db/list-totals';
import type { OwnerId } from '../../db/owner';
import { pageWindow } from '../../db/page-window';
import type { Database } from '../../db/schema';
import { leftJoinClientOf } from '../clients/client-names.repository';
import {
  conditions,
  INDEXED_MAX_MATCHES,
  MIN_INDEXED_SEARCH,
  searchPhrase,
} from './document-list-filters.repository';
import { derivedJoin, listColumns, listRowOf, type RawListRow } from './document-list.repository';
import type { DocumentListRow, DocumentRowFilters } from './document-rows';

/** Up to this many hits of the search index the rows are looked up by id (SQLite). */
const MAX_HITS = 4000;

/** Whether a search is read this way: one the search index serves (3 characters or more). */
export function searchesOnce(filters: DocumentRowFilters): boolean {
  return filters.search.trim().length >= MIN_INDEXED_SEARCH;
}

/** Whether a search whose total is kept is read this way all the same: on SQLite, when its matches are
 * few (the date index serves a page of many), since the statement finds them from the hits. */
export function searchesFromHits(dialect: Dialect, filters: DocumentRowFilters, total: number): boolean {
  return dialect === 'sqlite' && searchesOnce(filters) && total <= INDEXED_MAX_MATCHES;
}

type Found = { rows: DocumentListRow[]; total: number; version: number };

/** The page, the total of every match and the owner's list version when the page has rows; undefined
 * when it has none (a page past the last), whose total is then counted on its own. */
export async function searchDocumentPage(
  db: Kysely<Database>,
  dialect: Dialect,
  owner: OwnerId,
  kind: string,
  filters: DocumentRowFilters,
  window: { offset: number; limit: number },
): Promise<Found | undefined> {
  if (dialect === 'sqlite') {
    const found = await readPage(db, dialect, owner, kind, filters, window, true);
    if (found !== 'too many hits') return found;
  }
  const found = await readPage(db, dialect, owner, kind, filters, window, false);
  return found === 'too many hits' ? undefined : found;
}

async function readPage(
  db: Kysely<Database>,
  dialect: Dialect,
  owner: OwnerId,
  kind: string,
  filters: DocumentRowFilters,
  window: { offset: number; limit: number },
  fromHits: boolean,
): Promise<Found | 'too many hits' | undefined> {
  const where = sql.join(conditions(dialect, owner, kind, filters, fromHits ? 'hits' : 'index'), sql` and `);
  const direction = sql.raw(filters.order === 'asc' ? 'asc' : 'desc');
  const hits = fromHits
    ? sql`with search_hits as materialized (select rowid as id from documents_search
        where documents_search match ${searchPhrase(filters.search.trim())} limit ${MAX_HITS + 1}) `
    : sql``;
  // Each row of the page by its id: SQLite, which cannot tell how few the hits are, would otherwise walk
  // the owner's documents to join them.
  const pageOwner = fromHits ? sql`+d.user_id` : sql`d.user_id`;
  const hitCount = fromHits ? sql`, (select count(*) from search_hits) as hit_count` : sql`, 0 as hit_count`;
  const { rows } = await sql<
    RawListRow & { total_count: unknown; hit_count: unknown; list_version: unknown }
  >`${hits}select
      ${listColumns(kind)}, page.total_count, page.hit_count,
      ${listVersionOf(owner)} as list_version
    from (select d.id as page_id, count(*) over () as total_count${hitCount} from documents d
      where ${where}
      order by d.document_date ${direction}, d.id ${direction}
      ${pageWindow(window)}) page
    join documents d on d.id = page.page_id and ${pageOwner} = ${owner}
    ${leftJoinClientOf(sql.ref('d.client_id'), owner)}
    ${derivedJoin(kind)}
    order by d.document_date ${direction}, d.id ${direction}`.execute(db);
  const first = rows[0];
  if (first === undefined) return undefined;
  if (Number(first.hit_count) > MAX_HITS) return 'too many hits';
  return {
    rows: rows.map(listRowOf),
    total: Number(first.total_count),
    version: Number(first.list_version ?? 0),
  };
}
