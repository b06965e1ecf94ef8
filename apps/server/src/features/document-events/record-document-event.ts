// Raising an event on a document (docs/decisions/0307): the one function every feature calls when
// something happens to a document the owner should see in its history, and, when someone else caused
// it (the client, the system), in the top bar's notifications. What the owner did themself (e-mailing a
// document) is history only: it is born read, so it never lights the badge.
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { countEvent, insertEvent } from './document-events.repository';

/** The document an event is about: its kind and number are kept with the event (fixed once it exists). */
export interface EventDocument {
  id: number;
  kind: string;
  number: string;
  /** Needed only for an event with an amount. */
  currency_id?: number;
}

export interface DocumentEventInput {
  /** sent, accepted, declined, paid_online... (views: recordDocumentView). */
  type: string;
  actor: 'owner' | 'client' | 'system';
  /** Who accepted, as typed. */
  name?: string;
  /** The client's note or reason, as typed. */
  note?: string;
  /** The address an e-mail went to. */
  recipient?: string;
  /** A payment, in the document's currency. */
  amountMinor?: number;
  /** A payment's reference with the provider. */
  reference?: string;
  /** Born read (history only, no notification); by default only what the owner did is. */
  read?: boolean;
}

export async function recordDocumentEvent(
  ctx: AppContext,
  owner: OwnerId,
  document: EventDocument,
  event: DocumentEventInput,
): Promise<number> {
  const now = ctx.now().toISOString();
  return insertEvent(ctx.db, owner, {
    document_id: document.id,
    document_kind: document.kind,
    document_number: document.number,
    type: event.type,
    actor: event.actor,
    name: event.name ?? '',
    note: event.note ?? '',
    recipient: event.recipient ?? '',
    amount_minor: event.amountMinor ?? null,
    currency_id: event.amountMinor === undefined ? null : (document.currency_id ?? null),
    reference: event.reference ?? '',
    dedupe_key: null,
    created_at: now,
    last_at: now,
    read_at: (event.read ?? event.actor === 'owner') ? now : null,
  });
}

/** The client opened the document: the first view is an event (a notification), each later one adds to
 * its count and moves its time, so a client reading an invoice ten times makes one line, not ten. */
export async function recordDocumentView(
  ctx: AppContext,
  owner: OwnerId,
  document: EventDocument,
): Promise<void> {
  const now = ctx.now().toISOString();
  await countEvent(ctx.db, owner, {
    document_id: document.id,
    document_kind: document.kind,
    document_number: document.number,
    type: 'viewed',
    actor: 'client',
    amount_minor: null,
    currency_id: null,
    dedupe_key: 'viewed',
    created_at: now,
    last_at: now,
  });
}
