// The Idempotency-Keys of issued credit notes (db/migrations/20261205T1200-credit-note-keys.ts).
export interface CreditNoteKeysTable {
  user_id: number;
  idempotency_key: string;
  /** sha256 of the request as parsed: a repeat must be the same request. */
  request_digest: string;
  credit_note_id: number;
  created_at: string;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    credit_note_keys: CreditNoteKeysTable;
  }
}
