// Document events as the database holds them (db/migrations/20261201T0900-client-links.ts): what happened
// to a document and when, the owner's notifications being the unread ones (docs/decisions/0307). The
// document's kind and number are copied in (both are fixed once it exists), so a notification list needs
// no join on another feature's table.
import type { Generated } from 'kysely';

export interface DocumentEventsTable {
  id: Generated<number>;
  user_id: number;
  document_id: number;
  document_kind: string;
  document_number: string;
  type: string;
  /** 'owner', 'client' or 'system'. */
  actor: string;
  /** Who accepted (as typed by the client). */
  name: Generated<string>;
  /** The client's note or reason. */
  note: Generated<string>;
  /** The address a sent e-mail went to. */
  recipient: Generated<string>;
  amount_minor: number | null;
  currency_id: number | null;
  /** A payment's Stripe reference. */
  reference: Generated<string>;
  count: Generated<number>;
  /** Events with the same key on one document are one row with a count (views: 'viewed'). */
  dedupe_key: string | null;
  created_at: string;
  last_at: string;
  read_at: string | null;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    document_events: DocumentEventsTable;
  }
}
