// Reading events: a document's history, the owner's notifications (newest first, one page), the unread
// count of the top bar's badge and marking them read when the list is opened; and the client's answer to
// a quotation, which is the latest accepted or declined event (docs/decisions/0307).
import type { Page } from '@tradebook/domain/api/envelope';
import { paginationOf, type Paging } from '@tradebook/domain/api/paging';
import type { ClientDecision } from '@tradebook/domain/client-links/client-link.schemas';
import { eventSummary, type DocumentEvent } from '@tradebook/domain/document-events/document-event.schemas';
import { fromMinor } from '@tradebook/domain/money/money';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { currencyById } from '../lookups/currencies';
import {
  countUnread,
  findLatestEvent,
  listDocumentEvents,
  listNotificationEvents,
  markRead,
  type EventRow,
} from './document-events.repository';

function toDocumentEvent(row: EventRow): DocumentEvent {
  const symbol = row.currency_id === null ? '' : (currencyById(row.currency_id)?.symbol ?? '');
  return {
    id: row.id,
    type: row.type,
    actor: row.actor as DocumentEvent['actor'],
    document_kind: row.document_kind,
    document_id: row.document_id,
    document_number: row.document_number,
    count: row.count,
    created_at: row.created_at,
    last_at: row.last_at,
    read: row.read_at !== null,
    name: row.name,
    note: row.note,
    to: row.recipient,
    amount: row.amount_minor === null ? null : fromMinor(row.amount_minor),
    currency_symbol: symbol,
    reference: row.reference,
    summary: eventSummary({
      type: row.type,
      count: row.count,
      name: row.name,
      note: row.note,
      to: row.recipient,
      amountMinor: row.amount_minor,
      currencySymbol: symbol,
    }),
  };
}

/** A document's history, newest first (the caller has checked the document is the owner's). */
export async function documentHistory(
  ctx: AppContext,
  owner: OwnerId,
  documentId: number,
  paging: Paging,
): Promise<Page<DocumentEvent>> {
  const { rows, total } = await listDocumentEvents(ctx.db, owner, documentId, paging);
  return { rows: rows.map(toDocumentEvent), pagination: paginationOf(paging, total) };
}

export async function listNotifications(
  ctx: AppContext,
  owner: OwnerId,
  paging: Paging,
): Promise<Page<DocumentEvent>> {
  const { rows, total } = await listNotificationEvents(ctx.db, owner, paging);
  return { rows: rows.map(toDocumentEvent), pagination: paginationOf(paging, total) };
}

export function unreadCount(ctx: AppContext, owner: OwnerId): Promise<number> {
  return countUnread(ctx.db, owner);
}

export async function markNotificationsRead(
  ctx: AppContext,
  owner: OwnerId,
  upToId: number | null,
): Promise<number> {
  await markRead(ctx.db, owner, upToId, ctx.now().toISOString());
  return countUnread(ctx.db, owner);
}

/** The client's own answer to a quotation through its link, if they gave one. */
export async function clientDecisionOf(
  ctx: AppContext,
  owner: OwnerId,
  documentId: number,
): Promise<ClientDecision | null> {
  const event = await findLatestEvent(ctx.db, owner, documentId, ['accepted', 'declined']);
  if (!event || event.actor !== 'client') return null;
  return {
    decision: event.type === 'accepted' ? 'approved' : 'rejected',
    name: event.name,
    note: event.note,
    decided_at: event.created_at,
  };
}
