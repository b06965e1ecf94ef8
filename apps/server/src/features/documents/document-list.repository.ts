// The lists of documents: one page of lean rows (no lines; client names and e-mail joined; attachment
// count), the total of a filtered list, and batches for the exports. Every query is scoped to the owner
// and one kind, and runs on an index (db/migrations/20261125T0900-documents.ts): the date range, the
// status and void filters, the due date, and the search text.
//
// Search (docs/decisions/0107-document-search.md): the number and the client's names and e-mail are kept
// in documents.search_text (lower case, by triggers), under a trigram index (SQLite FTS5, PostgreSQL
// pg_trgm). On SQLite a search of 3 characters or more finds its rows through the FTS5 table, which is
// fast while the matches are few; when they are many (a common word), walking the date index and testing
// each row finds a page sooner than collecting every match first, so the page query takes that path (the
// caller passes the total it has counted to choose). PostgreSQL makes that choice itself: its statistics
// of search_text tell it how many rows a pattern matches.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Dialect } from '../../db/database';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { DocumentListRow, DocumentRowFilters } from './document-rows';
import { DOCUMENT_COLUMNS, documentOf } from './documents.repository';

/** Above this many matches a page is found by walking the date index rather than the search index. */
const INDEXED_SEARCH_MAX_MATCHES = 1500;
/** Trigram indexes need 3 characters to look anything up. */
const MIN_INDEXED_SEARCH = 3;

type SearchPath = 'index' | 'scan';

/** The search text is lower case: on SQLite lower() folds A to Z only, so the term is folded the same
 * way; PostgreSQL's lower() folds every letter, like toLowerCase(). */
function foldSearch(dialect: Dialect, text: string): string {
  return dialect === 'sqlite' ? text.replace(/[A-Z]/g, (c) => c.toLowerCase()) : text.toLowerCase();
}

function searchCondition(dialect: Dialect, term: string, path: SearchPath): Expression<SqlBool> {
  const folded = foldSearch(dialect, term);
  const like = `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  if (path === 'index' && dialect === 'sqlite') {
    // A phrase of trigrams: the term as a substring, quotes doubled.
    const phrase = `"${folded.replace(/"/g, '""')}"`;
    return sql<SqlBool>`d.id in (select rowid from documents_search where documents_search match ${phrase})`;
  }
  return sql<SqlBool>`d.search_text like ${like} escape '\\'`;
}

function filtered(
  db: Kysely<Database>,
  dialect: Dialect,
  owner: OwnerId,
  kind: string,
  filters: DocumentRowFilters,
  path: SearchPath,
) {
  let query = db.selectFrom('documents as d').where('d.user_id', '=', owner).where('d.kind', '=', kind);
  if (filters.from) query = query.where('d.document_date', '>=', filters.from);
  if (filters.to) query = query.where('d.document_date', '<=', filters.to);
  if (filters.void === 'only') query = query.where('d.is_void', '=', 1);
  if (filters.void === 'exclude') query = query.where('d.is_void', '=', 0);
  if (filters.statuses) query = query.where('d.status', 'in', [...filters.statuses]);
  if (filters.dueBefore) query = query.where('d.due_date', '<', filters.dueBefore);
  const term = filters.search.trim();
  if (term !== '') {
    const usable = term.length >= MIN_INDEXED_SEARCH ? path : 'scan';
    query = query.where(searchCondition(dialect, term, usable));
  }
  return query;
}

/** How many of the owner's documents of this kind pass the filters. */
export async function countDocuments(
  db: Kysely<Database>,
  dialect: Dialect,
  owner: OwnerId,
  kind: string,
  filters: DocumentRowFilters,
): Promise<number> {
  const row = await filtered(db, dialect, owner, kind, filters, 'index')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

function listRows(query: ReturnType<typeof filtered>, owner: OwnerId, order: 'desc' | 'asc') {
  return (
    query
      // A left join (the client always exists: a foreign key) keeps SQLite walking the documents' index
      // first, instead of building a Bloom filter over every client for a page of 50 rows.
      .leftJoin('clients as c', (join) => join.onRef('c.id', '=', 'd.client_id').on('c.user_id', '=', owner))
      .select(DOCUMENT_COLUMNS.map((column) => `d.${column}` as const))
      .select([
        'c.business_name as client_business_name',
        'c.full_name as client_full_name',
        'c.email as client_email',
        'c.notes as client_notes',
      ])
      .select((eb) =>
        eb
          .selectFrom('document_attachments as a')
          .select(eb.fn.countAll().as('count'))
          .whereRef('a.document_id', '=', 'd.id')
          .as('attachment_count'),
      )
      .orderBy('d.document_date', order)
      .orderBy('d.id', order)
  );
}

type ClientField = 'client_business_name' | 'client_full_name' | 'client_email' | 'client_notes';

/** A row as the driver gives it: the count may be text or a bigint; the client's fields come through a
 * left join (always there, by the foreign key, but typed as nullable). */
type RawListRow = Omit<DocumentListRow, ClientField | 'attachment_count'> & {
  [K in ClientField]: string | null;
} & { attachment_count: string | number | bigint | null };

function listRowOf(row: RawListRow): DocumentListRow {
  return {
    ...documentOf(row),
    client_business_name: row.client_business_name ?? '',
    client_full_name: row.client_full_name ?? '',
    client_email: row.client_email ?? '',
    client_notes: row.client_notes ?? '',
    attachment_count: Number(row.attachment_count ?? 0),
  };
}

/** One page of the list, newest first (or oldest first). `total` is the count of the same filters: it
 * chooses how a search finds its rows. */
export async function listDocumentPage(
  db: Kysely<Database>,
  dialect: Dialect,
  owner: OwnerId,
  kind: string,
  filters: DocumentRowFilters,
  page: { offset: number; limit: number; total: number },
): Promise<DocumentListRow[]> {
  if (page.offset >= page.total) return [];
  const path: SearchPath = page.total > INDEXED_SEARCH_MAX_MATCHES ? 'scan' : 'index';
  const rows = await listRows(filtered(db, dialect, owner, kind, filters, path), owner, filters.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(listRowOf);
}

/** The next `size` rows of the list after `after` (keyset, in the list's order): an export reads every
 * row this way, a batch at a time, whatever the number of documents. */
export async function listDocumentBatch(
  db: Kysely<Database>,
  dialect: Dialect,
  owner: OwnerId,
  kind: string,
  filters: DocumentRowFilters,
  after: { date: string; id: number } | null,
  size: number,
): Promise<DocumentListRow[]> {
  let query = filtered(db, dialect, owner, kind, filters, 'scan');
  if (after) {
    const [before, sameDay] = filters.order === 'desc' ? (['<', '<'] as const) : (['>', '>'] as const);
    query = query.where((eb) =>
      eb.or([
        eb('d.document_date', before, after.date),
        eb.and([eb('d.document_date', '=', after.date), eb('d.id', sameDay, after.id)]),
      ]),
    );
  }
  const rows = await listRows(query, owner, filters.order).limit(size).execute();
  return rows.map(listRowOf);
}
