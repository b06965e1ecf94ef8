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
//
// The overdue filters (a due date before today) take the same two paths on SQLite, which keeps no
// statistics to tell a few overdue documents from half of them: when many match, the page walks the date
// index and tests each row (the due date written as +d.due_date, which SQLite then does not look up by
// index); when few match, it reads them from documents_by_state_due and sorts them. Counting always uses
// that index, which holds every column the filters test.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../../db/database';
import { listVersionOf } from '../../db/list-totals';
import type { OwnerId } from '../../db/owner';
import { pageLimit, pageWindow } from '../../db/page-window';
import type { Database } from '../../db/schema';
import { shapedStatement } from '../../db/shaped-statements';
import { CLIENT_NAME_COLUMNS, leftJoinClientOf } from '../clients/client-names.repository';
import { dayCountColumn } from './document-day-counts.repository';
import { conditions, INDEXED_MAX_MATCHES, type SearchPath } from './document-list-filters.repository';
import type { DocumentListRow, DocumentRowFilters } from './document-rows';
import { DOCUMENT_COLUMNS, documentOf } from './documents.repository';

// The list's rows are read with SQL text rather than the query builder: a page is the call a busy owner
// makes most, and building and compiling this query took longer (~90 µs) than reading its 50 rows from
// SQLite's cache; the text costs ~2 µs. The left join keeps SQLite walking the documents' index first
// instead of building a Bloom filter over every client (the client always exists: a foreign key).
const ROW_COLUMNS =
  `${DOCUMENT_COLUMNS.map((column) => `d.${column}`).join(', ')}, ` +
  `${CLIENT_NAME_COLUMNS}, ` +
  // Every subquery is a join in all but name, so it is scoped to the owner too (d.user_id is the owner).
  '(select count(*) from document_attachments a where a.document_id = d.id and a.user_id = d.user_id) ' +
  'as attachment_count, ' +
  // What this document was made from (a quotation, an invoice).
  '(select s.number from documents s where s.id = d.source_document_id and s.user_id = d.user_id) ' +
  'as source_number, ';

/** The invoice made from a quotation (one at most, by the unique index over invoices'
 * source_document_id), read by one lookup that gives its id and number (`derivedJoin`); only a quotation's
 * answer says it (its `invoice` and status word), so the other kinds read none
 * (docs/decisions/0426-list-rows-read-only-their-kinds-links.md). */
const INVOICED_KIND = 'quotation';

const KIND_LIST_COLUMNS = sql.raw(`${ROW_COLUMNS}v.id as derived_id, v.number as derived_number`);
const OTHER_LIST_COLUMNS = sql.raw(`${ROW_COLUMNS}null as derived_id, null as derived_number`);
// The unary plus keeps SQLite from reading v by the owner's indexes: where the statement pins d.user_id
// to the owner (a search's page), it carried the owner over to v and walked every invoice of the owner for
// each row (https://sqlite.org/optoverview.html#disqualifying_where_clause_terms_using_unary_).
const DERIVED_JOIN = sql.raw(
  "left join documents v on v.source_document_id = d.id and v.kind = 'invoice' and +v.user_id = d.user_id",
);

/** The columns of a list row of this kind (`RawListRow`); `derivedJoin` joins what they name. */
export function listColumns(kind: string): RawBuilder<unknown> {
  return kind === INVOICED_KIND ? KIND_LIST_COLUMNS : OTHER_LIST_COLUMNS;
}

/** The join of a quotation's invoice, after the documents `d` (nothing for the other kinds). */
export function derivedJoin(kind: string): RawBuilder<unknown> {
  return kind === INVOICED_KIND ? DERIVED_JOIN : sql``;
}

function rowsStatement(
  db: Kysely<Database>,
  owner: OwnerId,
  kind: string,
  where: RawBuilder<unknown>[],
  order: 'desc' | 'asc',
  window: { limit: number; offset: number },
  read: { version?: boolean; total?: RawBuilder<unknown> } = {},
  index?: 'documents_by_state_due',
) {
  const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
  // The owner's list version, read in the same statement as the page (db/list-totals.ts), and the
  // window's total from the day counts (ADR 0412), each when asked.
  const version = sql`${read.version ? sql`, ${listVersionOf(owner)} as list_version` : sql``}${
    read.total ? sql`, ${read.total} as window_total` : sql``
  }`;
  const from = sql`documents d${index ? sql.raw(` indexed by ${index}`) : sql``}`;
  if (window.offset === 0) {
    return sql<
      RawListRow & { list_version?: unknown; window_total?: unknown }
    >`select ${listColumns(kind)}${version} from ${from}
      ${leftJoinClientOf(sql.ref('d.client_id'), owner)}
      ${derivedJoin(kind)}
      where ${sql.join(where, sql` and `)}
      order by d.document_date ${direction}, d.id ${direction}
      limit ${pageLimit(window.limit)}`;
  }
  // A later page finds its ids first, then reads their columns: PostgreSQL works out every column of
  // the rows an OFFSET skips (the subqueries too), which made page 500 of a list cost 25,000 rows' worth.
  return sql<
    RawListRow & { list_version?: unknown; window_total?: unknown }
  >`select ${listColumns(kind)}${version}
    from (select d.id as page_id from ${from}
      where ${sql.join(where, sql` and `)}
      order by d.document_date ${direction}, d.id ${direction}
      ${pageWindow(window)}) page
    join documents d on d.id = page.page_id and d.user_id = ${owner}
    ${leftJoinClientOf(sql.ref('d.client_id'), owner)}
    ${derivedJoin(kind)}
    order by d.document_date ${direction}, d.id ${direction}`;
}

type ClientField = 'client_business_name' | 'client_full_name' | 'client_email' | 'client_notes';

/** A row as the driver gives it: the count may be text or a bigint; the client's fields come through a
 * left join (always there, by the foreign key, but typed as nullable). */
export type RawListRow = Omit<DocumentListRow, ClientField | 'attachment_count' | 'derived_id'> & {
  [K in ClientField]: string | null;
} & { attachment_count: string | number | bigint | null; derived_id: string | number | null };

export function listRowOf(row: RawListRow): DocumentListRow {
  // Set on the driver's row, not copied (see documentOf).
  const listed = documentOf(row) as unknown as DocumentListRow;
  listed.client_business_name = row.client_business_name ?? '';
  listed.client_full_name = row.client_full_name ?? '';
  listed.client_email = row.client_email ?? '';
  listed.client_notes = row.client_notes ?? '';
  listed.attachment_count = Number(row.attachment_count ?? 0);
  listed.derived_id = row.derived_id === null ? null : Number(row.derived_id);
  return listed;
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
  return (await pageQuery(db, dialect, owner, kind, filters, page, false)).rows;
}

/** The same page, with the owner's list version read by the same statement (undefined when the page is
 * empty): the total kept for `total` is the answer when that version is the one it was counted at. */
export function listDocumentPageWithVersion(
  db: Kysely<Database>,
  dialect: Dialect,
  owner: OwnerId,
  kind: string,
  filters: DocumentRowFilters,
  page: { offset: number; limit: number; total: number },
): Promise<{ rows: DocumentListRow[]; version: number | undefined }> {
  return pageQuery(db, dialect, owner, kind, filters, page, true);
}

/** The first page of a list that only a date window filters and the window's total from the day counts,
 * read by one statement (ADR 0412); `total` is undefined when the page is empty (no row carries it). No
 * list version: such a total is not kept (ADR 0446). */
export function listDocumentPageWithDayCount(
  db: Kysely<Database>,
  dialect: Dialect,
  owner: OwnerId,
  kind: string,
  filters: DocumentRowFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: DocumentListRow[]; total?: number }> {
  // One literal, not the spread page given a field (docs/decisions/0447-no-field-added-after-a-spread.md).
  const window = { offset: page.offset, limit: page.limit, total: Infinity };
  return pageQuery(db, dialect, owner, kind, filters, window, false, true);
}

/** What changes from one page to the next: the owner, the filters' values and the offset. */
type PageValues = Pick<DocumentRowFilters, 'search' | 'from' | 'to'> & {
  owner: OwnerId;
  dueBefore: string | undefined;
  offset: number;
};

/** What decides the page statement's text besides which values are set: the kind (its columns and
 * joins), the status filters (a list of statuses is as many parameters) and how it is read. */
interface PageShape extends Pick<DocumentRowFilters, 'order' | 'statuses' | 'void' | 'unpaid'> {
  dialect: Dialect;
  kind: string;
  limit: number;
  path: SearchPath;
  withVersion: boolean;
  dayCount: boolean;
  index: 'documents_by_state_due' | undefined;
}

// Compiled once per shape (db/shaped-statements.ts, ADR 0444); a search, whose patterns are made from its
// text, is built for each call.
const pageStatement = shapedStatement((db, values: PageValues, shape: PageShape) => {
  const { owner, offset, dueBefore, ...window } = values;
  const filters: DocumentRowFilters = {
    ...window,
    order: shape.order,
    ...(shape.statuses && { statuses: shape.statuses }),
    ...(shape.void && { void: shape.void }),
    ...(dueBefore && { dueBefore }),
    ...(shape.unpaid && { unpaid: shape.unpaid }),
  };
  return rowsStatement(
    db,
    owner,
    shape.kind,
    conditions(shape.dialect, owner, shape.kind, filters, shape.path),
    shape.order,
    { limit: shape.limit, offset },
    {
      version: shape.withVersion,
      ...(shape.dayCount && { total: dayCountColumn(owner, shape.kind, filters) }),
    },
    shape.index,
  );
});

async function pageQuery(
  db: Kysely<Database>,
  dialect: Dialect,
  owner: OwnerId,
  kind: string,
  filters: DocumentRowFilters,
  page: { offset: number; limit: number; total: number },
  withVersion: boolean,
  dayCount = false,
): Promise<{ rows: DocumentListRow[]; version: number | undefined; total?: number }> {
  const path: SearchPath = page.total > INDEXED_MAX_MATCHES ? 'scan' : 'index';
  const rows = await pageStatement.run(
    db,
    {
      owner,
      search: filters.search,
      from: filters.from,
      to: filters.to,
      dueBefore: filters.dueBefore,
      offset: page.offset,
    },
    {
      dialect,
      kind,
      order: filters.order,
      statuses: filters.statuses,
      void: filters.void,
      unpaid: filters.unpaid,
      limit: page.limit,
      path,
      withVersion,
      dayCount,
      index: path === 'index' && readsOverdueIndex(dialect, filters) ? 'documents_by_state_due' : undefined,
    },
    { shaped: filters.search === '' },
  );
  const first = rows[0];
  if (first === undefined) return { rows: [], version: undefined };
  const version = withVersion ? Number(first.list_version ?? 0) : undefined;
  const total = dayCount && first.window_total !== null ? Number(first.window_total ?? 0) : undefined;
  return { rows: rows.map(listRowOf), version, ...(total !== undefined && { total }) };
}

/** Whether a page of few matches is read from the overdue index on SQLite (see the top of this file): an
 * overdue filter names the void flag and the statuses the index leads with; a search takes its own path. */
function readsOverdueIndex(dialect: Dialect, filters: DocumentRowFilters): boolean {
  return (
    dialect === 'sqlite' &&
    filters.dueBefore !== undefined &&
    filters.void === 'exclude' &&
    filters.statuses !== undefined &&
    filters.search.trim() === ''
  );
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
  const where = conditions(dialect, owner, kind, filters, 'scan');
  if (after) {
    const before = sql.raw(filters.order === 'asc' ? '>' : '<');
    where.push(
      sql`(d.document_date ${before} ${after.date} or (d.document_date = ${after.date} and d.id ${before} ${after.id}))`,
    );
  }
  const { rows } = await rowsStatement(db, owner, kind, where, filters.order, {
    limit: size,
    offset: 0,
  }).execute(db);
  return rows.map(listRowOf);
}
