// The list of one kind of document (docs/reference/api.md 'Lists answer one page'): the filters of the list
// call as row filters, the total (counted once per change of the owner's data, db/list-totals.ts) and one
// page of lean rows, newest first.
import type { Page } from '@tradebook/domain/api/envelope';
import { pageOffset, paginationOf, type Paging } from '@tradebook/domain/api/paging';
import type { DocumentFilters } from '@tradebook/domain/documents/list-documents.schemas';
import type { AppContext } from '../../app-context';
import { keepTotal, keptTotal, listTotal, readListVersion } from '../../db/list-totals';
import type { OwnerId } from '../../db/owner';
import type { DocumentKind } from './document-kind';
import { countsByDay } from './document-day-counts.repository';
import { countDocuments } from './document-list-filters.repository';
import {
  listDocumentPage,
  listDocumentPageWithDayCount,
  listDocumentPageWithVersion,
} from './document-list.repository';
import type { DocumentListRow, DocumentRowFilters } from './document-rows';
import { searchDocumentPage, searchesFromHits, searchesOnce } from './document-search-page.repository';
import { today } from './read-documents';

/** The list's filters as row filters, on today's date (a status filter may depend on it). */
export function documentRowFilters<Filter extends string>(
  ctx: AppContext,
  kind: DocumentKind<Filter>,
  filters: DocumentFilters<Filter>,
): DocumentRowFilters {
  return {
    search: filters.search.trim(),
    from: filters.from,
    to: filters.to,
    order: filters.order,
    ...kind.rowFilters(filters.status, today(ctx)),
  };
}

export async function listDocuments<Filter extends string>(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind<Filter>,
  request: DocumentFilters<Filter> & Paging,
): Promise<Page<DocumentListRow>> {
  const filters = documentRowFilters(ctx, kind, request);
  // The order does not change the total: one kept total serves both directions.
  const { order: _order, ...countedFilters } = filters;
  const key = `documents:${kind.kind}:${JSON.stringify(countedFilters)}`;
  const count = () => countDocuments(ctx.db, ctx.dialect, owner, kind.kind, filters);
  const offset = pageOffset(request);
  const window = { offset, limit: request.limit };
  // The window with the count that chooses a search's path: one literal, not the window spread and given
  // a field (docs/decisions/0447-no-field-added-after-a-spread.md).
  const counted = (total: number) => ({ offset, limit: request.limit, total });

  if (countsByDay(filters)) {
    // A window alone: the page and the total from the day counts, read by one statement (ADR 0412) on
    // every call. The total is not kept: each new window's kept total lived long enough to reach the old
    // heap, and collecting it paused every request (ADR 0446). An empty page carries no total: counted then.
    const page = await listDocumentPageWithDayCount(ctx.db, ctx.dialect, owner, kind.kind, filters, window);
    return { rows: page.rows, pagination: paginationOf(request, page.total ?? (await count())) };
  }

  // Usually the owner asks again for a list whose total is kept: one query then reads the page and the
  // owner's list version together, and the kept total stands if nothing was written since.
  const kept = keptTotal(ctx.db, owner, key);
  if (kept && !searchesFromHits(ctx.dialect, filters, kept.total)) {
    const page = await listDocumentPageWithVersion(
      ctx.db,
      ctx.dialect,
      owner,
      kind.kind,
      filters,
      counted(kept.total),
    );
    if (page.version === kept.version)
      return { rows: page.rows, pagination: paginationOf(request, kept.total) };
    if (page.version !== undefined) {
      // Written since: the rows are today's whichever way they were found; only the total is counted again.
      const total = await count();
      keepTotal(ctx.db, owner, key, { version: page.version, total });
      return { rows: page.rows, pagination: paginationOf(request, total) };
    }
  }
  // A search asked for the first time (or after a write, or one of few matches on SQLite): its page and
  // total from one reading of the search index.
  if (searchesOnce(filters)) {
    const found = await searchDocumentPage(ctx.db, ctx.dialect, owner, kind.kind, filters, window);
    if (found) {
      keepTotal(ctx.db, owner, key, { version: found.version, total: found.total });
      return { rows: found.rows, pagination: paginationOf(request, found.total) };
    }
  }
  const total = await listTotal(ctx.db, owner, key, count);
  const rows = await listDocumentPage(ctx.db, ctx.dialect, owner, kind.kind, filters, counted(total));
  return { rows, pagination: paginationOf(request, total) };
}

/** One page of the kind's list, each row in the kind's answer shape: `toRow` is also given today's date,
 * on which a row's overdue or expired state depends. */
export async function listDocumentsAs<Filter extends string, Row>(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind<Filter>,
  request: DocumentFilters<Filter> & Paging,
  toRow: (row: DocumentListRow, today: string) => Row,
): Promise<Page<Row>> {
  const page = await listDocuments(ctx, owner, kind, request);
  const date = today(ctx);
  return { rows: page.rows.map((row) => toRow(row, date)), pagination: page.pagination };
}

/** The owner's list version (db/list-totals.ts): every write to what a document list row shows (the
 * documents, their clients and attachments) moves it on. */
export function documentListVersion(ctx: AppContext, owner: OwnerId): Promise<number> {
  return readListVersion(ctx.db, owner);
}
