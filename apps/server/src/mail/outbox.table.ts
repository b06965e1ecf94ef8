// The e-mail outbox (db/migrations/20261202T0930-mail-outbox.ts, 20261205T1100-outbox-sealed-bodies.ts),
// as Kysely sees it.
import type { Generated } from 'kysely';

export interface OutboxMailsTable {
  id: Generated<number>;
  user_id: number | null;
  document_id: number | null;
  purpose: string;
  to_address: string;
  cc: string;
  reply_to: string | null;
  /** Sent on behalf of this business: '<name> via Tradebook' (null: the configured sender as it is). */
  sender_name: string | null;
  subject: string;
  /** Sealed with the server's key when `sealed` is 1 (outbox-sealing.ts); '' once sent. */
  text_body: string;
  html_body: string | null;
  /** 1: text, HTML and attachments are sealed; 0: a plain row queued before they were. */
  sealed: Generated<number>;
  state: string;
  attempts: Generated<number>;
  last_error: string | null;
  smtp_response: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

export interface OutboxAttachmentsTable {
  id: Generated<number>;
  mail_id: number;
  filename: string;
  content_type: string;
  content: Buffer;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../db/schema' {
  interface Database {
    outbox_mails: OutboxMailsTable;
    outbox_attachments: OutboxAttachmentsTable;
  }
}
