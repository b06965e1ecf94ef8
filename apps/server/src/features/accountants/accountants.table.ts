import type { Generated } from 'kysely';

/** An accountant of a business (migration 20261207T0600-accountant-access). */
export interface AccountantAccessTable {
  id: Generated<number>;
  /** The business: its owner's user id. */
  user_id: number;
  email_lower: string;
  /** The accountant's account once accepted; null while invited. */
  accountant_id: number | null;
  token_hash: string | null;
  invited_at: string;
  expires_at: string;
  accepted_at: string | null;
}

export interface AccountantAccessLogTable {
  id: Generated<number>;
  user_id: number;
  accountant_id: number;
  accountant_email: string;
  action: 'sign_in' | 'download';
  detail: string;
  session_key: string | null;
  at: string;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    accountant_access: AccountantAccessTable;
    accountant_access_log: AccountantAccessLogTable;
  }
}
