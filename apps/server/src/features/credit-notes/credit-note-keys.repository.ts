// The Idempotency-Keys of credit notes. Every query is scoped to the owner: another user's key is not
// found, so two users may use the same key.
import type { Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

export interface CreditNoteKey {
  requestDigest: string;
  creditNoteId: number;
}

export async function findCreditNoteKey(
  db: Kysely<Database>,
  owner: OwnerId,
  key: string,
): Promise<CreditNoteKey | undefined> {
  const row = await db
    .selectFrom('credit_note_keys')
    .select(['request_digest', 'credit_note_id'])
    .where('user_id', '=', owner)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? { requestDigest: row.request_digest, creditNoteId: Number(row.credit_note_id) } : undefined;
}

export async function insertCreditNoteKey(
  db: Kysely<Database>,
  owner: OwnerId,
  values: { key: string; requestDigest: string; creditNoteId: number; createdAt: string },
): Promise<void> {
  await db
    .insertInto('credit_note_keys')
    .values({
      user_id: owner,
      idempotency_key: values.key,
      request_digest: values.requestDigest,
      credit_note_id: values.creditNoteId,
      created_at: values.createdAt,
    })
    .execute();
}
