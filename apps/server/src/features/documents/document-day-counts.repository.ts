// The total of a document list that only a date window filters, added up from the owner's counts per day
// (migration 20261208T0400-list-day-counts, docs/decisions/0387-list-totals-from-day-counts.md): at most
// one row a day of the window, where counting the documents read one index entry per document.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { DocumentRowFilters } from './document-rows';

/** The filters that leave the day counts the answer: the window's ends, and the order. */
const WINDOW_ONLY = new Set<string>(['search', 'from', 'to', 'order']);

/** Whether the day counts answer the filters' total: no search, and no other filter set (one added to
 * DocumentRowFilters later counts as set unless it is undefined or false). */
export function countsByDay(filters: DocumentRowFilters): boolean {
  return (
    filters.search.trim() === '' &&
    Object.entries(filters).every(
      ([key, value]) => WINDOW_ONLY.has(key) || value === undefined || value === false,
    )
  );
}

/** The day counts' rows of the owner's documents of this kind dated within the window (either end may be
 * open). */
function windowCounts(
  owner: OwnerId,
  kind: string,
  window: { from?: string | null; to?: string | null },
): RawBuilder<unknown> {
  const from = window.from ? sql` and day >= ${window.from}` : sql``;
  const to = window.to ? sql` and day <= ${window.to}` : sql``;
  return sql`from document_day_counts where user_id = ${owner} and kind = ${kind}${from}${to}`;
}

/** How many of the owner's documents of this kind are dated within the window (either end may be open). */
export async function countDocumentsByDay(
  db: Kysely<Database>,
  owner: OwnerId,
  kind: string,
  window: { from?: string | null; to?: string | null },
): Promise<number> {
  const { rows } = await sql<{
    count: unknown;
  }>`select sum(count) as count ${windowCounts(owner, kind, window)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** The same total as a scalar subquery, for the page's own statement to read beside its rows
 * (docs/decisions/0412-a-window-page-and-its-total-in-one-statement.md). */
export function dayCountColumn(
  owner: OwnerId,
  kind: string,
  window: { from?: string | null; to?: string | null },
): RawBuilder<unknown> {
  return sql`(select sum(count) ${windowCounts(owner, kind, window)})`;
}
