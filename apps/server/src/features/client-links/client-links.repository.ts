// Client links: one row per document. The owner's functions take the owner and filter on user_id; the
// one lookup by token hash is how a request without an account finds its document (the token is the
// credential, as a session's is), and it answers whose document it is.
import type { Kysely, Selectable } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { DocumentLinksTable } from './client-links.table';

export type LinkRow = Selectable<DocumentLinksTable>;

export interface LinkValues {
  nonce: string;
  token_hash: string;
  issued_at: string;
}

function linkOf(row: LinkRow): LinkRow {
  row.id = Number(row.id);
  row.user_id = Number(row.user_id);
  row.document_id = Number(row.document_id);
  return row;
}

export async function findLinkOfDocument(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
): Promise<LinkRow | undefined> {
  const row = await db
    .selectFrom('document_links')
    .selectAll()
    .where('user_id', '=', owner)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row ? linkOf(row) : undefined;
}

/** Inserts the document's link, or on the document's existing row overwrites it where `replaces` holds. */
async function upsertLink(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
  values: LinkValues,
  replaces: 'no-working-link' | 'any-link',
): Promise<void> {
  await db
    .insertInto('document_links')
    .values({
      ...values,
      user_id: owner,
      document_id: documentId,
      revoked_at: null,
      created_at: values.issued_at,
    })
    .onConflict((conflict) => {
      const update = conflict.column('document_id').doUpdateSet({ ...values, revoked_at: null });
      return replaces === 'no-working-link'
        ? update.where('document_links.token_hash', 'is', null)
        : update.where('document_links.user_id', '=', owner);
    })
    .execute();
}

/** Gives the document this link unless it already has a working one (two e-mails at once then share
 * the first's link). */
export function insertLinkIfNone(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
  values: LinkValues,
): Promise<void> {
  return upsertLink(db, owner, documentId, values, 'no-working-link');
}

/** Gives the document this link in place of any other. */
export function replaceLink(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
  values: LinkValues,
): Promise<void> {
  return upsertLink(db, owner, documentId, values, 'any-link');
}

export async function revokeLink(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('document_links')
    .set({ nonce: null, token_hash: null, revoked_at: now })
    .where('user_id', '=', owner)
    .where('document_id', '=', documentId)
    .where('token_hash', 'is not', null)
    .execute();
}

/** Whose document a token's hash opens, if any. */
export async function findLinkByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<{ user_id: number; document_id: number } | undefined> {
  const row = await db
    .selectFrom('document_links')
    .select(['user_id', 'document_id'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? { user_id: Number(row.user_id), document_id: Number(row.document_id) } : undefined;
}
