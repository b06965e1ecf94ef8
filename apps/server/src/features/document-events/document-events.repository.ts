// Document events. Every function takes the owner and filters on user_id, so another user's events are
// simply not found.
import type { Insertable, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { Paging } from '@tradebook/domain/api/paging';
import { pageOffset } from '@tradebook/domain/api/paging';
import type { OwnerId } from '../../db/owner';
import { pageLimit } from '../../db/page-window';
import type { Database } from '../../db/schema';
import type { DocumentEventsTable } from './document-events.table';

export type EventRow = Selectable<DocumentEventsTable>;
export type NewEvent = Omit<Insertable<DocumentEventsTable>, 'id' | 'user_id' | 'count' | 'read_at'>;

// node-postgres is told to read BIGINT as numbers (db/database.ts); the driver may still give text.
function eventOf(row: EventRow): EventRow {
  row.id = Number(row.id);
  row.user_id = Number(row.user_id);
  row.document_id = Number(row.document_id);
  row.count = Number(row.count);
  if (row.amount_minor !== null) row.amount_minor = Number(row.amount_minor);
  if (row.currency_id !== null) row.currency_id = Number(row.currency_id);
  return row;
}

export async function insertEvent(
  db: Kysely<Database>,
  owner: OwnerId,
  event: NewEvent & { read_at: string | null },
): Promise<number> {
  const row = await db
    .insertInto('document_events')
    .values({ ...event, user_id: owner })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** One event per (document, key) counted: the first inserts it, each later one adds 1 to its count and
 * moves its last time. One statement on both databases, so views at the same moment count exactly. */
export async function countEvent(
  db: Kysely<Database>,
  owner: OwnerId,
  event: NewEvent & { dedupe_key: string },
): Promise<void> {
  await db
    .insertInto('document_events')
    .values({ ...event, user_id: owner, read_at: null })
    .onConflict((conflict) =>
      conflict.columns(['document_id', 'dedupe_key']).doUpdateSet((eb) => ({
        count: eb('document_events.count', '+', 1),
        last_at: eb.ref('excluded.last_at'),
      })),
    )
    .execute();
}

export async function listDocumentEvents(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
  paging: Paging,
): Promise<{ rows: EventRow[]; total: number }> {
  return pageOfEvents(
    db,
    db.selectFrom('document_events').where('user_id', '=', owner).where('document_id', '=', documentId),
    paging,
  );
}

/** The owner's notifications: the events the owner did not cause, newest first. */
export async function listNotificationEvents(
  db: Kysely<Database>,
  owner: OwnerId,
  paging: Paging,
): Promise<{ rows: EventRow[]; total: number }> {
  return pageOfEvents(
    db,
    db.selectFrom('document_events').where('user_id', '=', owner).where('actor', '!=', 'owner'),
    paging,
  );
}

/** One page of the events `where` picks, newest first, and how many it picks in all. */
async function pageOfEvents(
  db: Kysely<Database>,
  where: SelectQueryBuilder<Database, 'document_events', object>,
  paging: Paging,
): Promise<{ rows: EventRow[]; total: number }> {
  const rows = await where
    .selectAll()
    .orderBy('id', 'desc')
    .limit(pageLimit(paging.limit))
    .offset(pageOffset(paging))
    .execute();
  const count = await where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return { rows: rows.map(eventOf), total: Number(count?.n ?? 0) };
}

export async function countUnread(db: Kysely<Database>, owner: OwnerId): Promise<number> {
  const row = await db
    .selectFrom('document_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', owner)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks the owner's unread events read, up to `upToId` when given (events that arrived after the list
 * was shown stay unread). */
export async function markRead(
  db: Kysely<Database>,
  owner: OwnerId,
  upToId: number | null,
  now: string,
): Promise<void> {
  let query = db
    .updateTable('document_events')
    .set({ read_at: now })
    .where('user_id', '=', owner)
    .where('read_at', 'is', null);
  if (upToId !== null) query = query.where('id', '<=', upToId);
  await query.execute();
}

/** The latest of these event types on a document, if any. */
export async function findLatestEvent(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
  types: string[],
): Promise<EventRow | undefined> {
  const row = await db
    .selectFrom('document_events')
    .selectAll()
    .where('user_id', '=', owner)
    .where('document_id', '=', documentId)
    .where('type', 'in', types)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? eventOf(row) : undefined;
}
