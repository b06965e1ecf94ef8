// The filters of a document list as SQL: the WHERE conditions of the owner's documents of one kind, the
// search condition (SQLite's FTS5 phrase or a LIKE on search_text; docs/decisions/0107-document-search.md)
// and the count of a filtered list. The pages (document-list.repository.ts) and the search page
// (document-search-page.repository.ts) compose them.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../../db/database';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import { countDocumentsByDay, countsByDay } from './document-day-counts.repository';
import type { DocumentRowFilters } from './document-rows';

/** Above this many matches a page is found by walking the date index rather than the search index or the
 * overdue index. */
export const INDEXED_MAX_MATCHES = 1500;
/** Trigram indexes need 3 characters to look anything up. */
export const MIN_INDEXED_SEARCH = 3;

/** 'hits' (SQLite): the rows are looked up by id from the search index's hits, which the statement reads
 * first as `search_hits` (document-search-page.repository.ts), rather than walking the owner's documents
 * of the kind and testing each against them. */
export type SearchPath = 'index' | 'scan' | 'hits';

/** The search text is lower case: on SQLite lower() folds A to Z only, so the term is folded the same
 * way; PostgreSQL's lower() folds every letter, like toLowerCase(). */
function foldSearch(dialect: Dialect, text: string): string {
  return dialect === 'sqlite' ? text.replace(/[A-Z]/g, (c) => c.toLowerCase()) : text.toLowerCase();
}

/** The FTS5 phrase of a search on SQLite: a phrase of trigrams, the term as a substring, quotes doubled. */
export function searchPhrase(term: string): string {
  return `"${foldSearch('sqlite', term).replace(/"/g, '""')}"`;
}

function searchCondition(dialect: Dialect, term: string, path: SearchPath): RawBuilder<SqlBool> {
  const folded = foldSearch(dialect, term);
  const like = `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  if (path === 'index' && dialect === 'sqlite') {
    return sql<SqlBool>`d.id in (select rowid from documents_search where documents_search match ${searchPhrase(term)})`;
  }
  return sql<SqlBool>`d.search_text like ${like} escape '\\'`;
}

/** The WHERE conditions of the owner's documents of one kind that pass the filters. */
export function conditions(
  dialect: Dialect,
  owner: OwnerId,
  kind: string,
  filters: DocumentRowFilters,
  path: SearchPath,
): RawBuilder<unknown>[] {
  const term = filters.search.trim();
  // The unary plus keeps SQLite from reading the owner's index for these two terms, so it starts from the
  // hits, a lookup by id each (https://sqlite.org/optoverview.html#disqualifying_where_clause_terms_using_unary_).
  const hits = path === 'hits' && dialect === 'sqlite' && term.length >= MIN_INDEXED_SEARCH;
  const where: RawBuilder<unknown>[] = hits
    ? [sql`+d.user_id = ${owner}`, sql`+d.kind = ${kind}`, sql`d.id in (select id from search_hits)`]
    : [sql`d.user_id = ${owner}`, sql`d.kind = ${kind}`];
  if (filters.from) where.push(sql`d.document_date >= ${filters.from}`);
  if (filters.to) where.push(sql`d.document_date <= ${filters.to}`);
  if (filters.void === 'only') where.push(sql`d.is_void = 1`);
  if (filters.void === 'exclude') where.push(sql`d.is_void = 0`);
  if (filters.statuses) where.push(sql`d.status in (${sql.join(filters.statuses)})`);
  if (filters.dueBefore) {
    where.push(
      path === 'scan' && dialect === 'sqlite'
        ? sql`+d.due_date < ${filters.dueBefore}`
        : sql`d.due_date < ${filters.dueBefore}`,
    );
  }
  if (filters.unpaid) where.push(sql`d.paid_minor = 0`);
  if (term !== '' && !hits) {
    where.push(searchCondition(dialect, term, term.length >= MIN_INDEXED_SEARCH ? path : 'scan'));
  }
  return where;
}

/** How many of the owner's documents of this kind pass the filters (a date window alone: from the counts
 * per day). */
export async function countDocuments(
  db: Kysely<Database>,
  dialect: Dialect,
  owner: OwnerId,
  kind: string,
  filters: DocumentRowFilters,
): Promise<number> {
  if (countsByDay(filters)) return countDocumentsByDay(db, owner, kind, filters);
  const where = sql.join(conditions(dialect, owner, kind, filters, 'index'), sql` and `);
  const { rows } = await sql<{
    count: unknown;
  }>`select count(*) as count from documents d where ${where}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
