// Client links as the database holds them (db/migrations/20261201T0900-client-links.ts): one row per
// document; the token itself is never stored (docs/decisions/0306).
import type { Generated } from 'kysely';

export interface DocumentLinksTable {
  id: Generated<number>;
  user_id: number;
  document_id: number;
  /** Random, base64url; the token is derived from it with the server's key. Null once revoked. */
  nonce: string | null;
  /** SHA-256 (hex) of the token: what a request's token is looked up by. Null once revoked. */
  token_hash: string | null;
  issued_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    document_links: DocumentLinksTable;
  }
}
