// A document's link for its client, PUBLIC_URL/d/<token> (issue 15; docs/decisions/0306). The token is
// 256 bits derived with the server's key (keyring) from a random nonce the row keeps, so the database
// holds only the nonce and the token's SHA-256: a copy of it opens nothing, while the server can put the
// same link in every e-mail of the document (the first e-mail, a second one, a reminder).
//
// issueClientLink is the one function every feature calls to get a document's link: e-mailing a
// document (documents/email-document.ts) and, later, reminders. It answers the working link, making one
// when the document has none (never made, or turned off). The link opens the document only once it has
// been sent (sent_at): a link made for a draft stays shut until then.
import { createHash, randomBytes } from 'node:crypto';
import { CLIENT_LINK_TOKEN } from '@tradebook/domain/client-links/client-link.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import {
  findLinkByTokenHash,
  findLinkOfDocument,
  insertLinkIfNone,
  replaceLink,
  type LinkRow,
  type LinkValues,
} from './client-links.repository';

export interface IssuedLink {
  url: string;
  token: string;
  issuedAt: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function clientLinkUrl(ctx: Pick<AppContext, 'config'>, token: string): string {
  return `${ctx.config.publicUrl}/d/${token}`;
}

function tokenOf(ctx: AppContext, owner: OwnerId, documentId: number, nonce: string): string {
  return ctx.keyring
    .derive('client-link-token', `client-link\n${owner}\n${documentId}\n${nonce}`)
    .toString('base64url');
}

function newLinkValues(ctx: AppContext, owner: OwnerId, documentId: number): LinkValues {
  const nonce = randomBytes(24).toString('base64url');
  return {
    nonce,
    token_hash: hashToken(tokenOf(ctx, owner, documentId, nonce)),
    issued_at: ctx.now().toISOString(),
  };
}

/** The row's link when it works: it has a token, and the token the server derives is the one stored (a
 * changed ENCRYPTION_KEY derives another; that link keeps working, but it cannot be written again). */
export function workingLink(
  ctx: AppContext,
  owner: OwnerId,
  row: LinkRow | undefined,
): IssuedLink | undefined {
  if (!row?.nonce || !row.token_hash || !row.issued_at) return undefined;
  const token = tokenOf(ctx, owner, row.document_id, row.nonce);
  if (hashToken(token) !== row.token_hash) return undefined;
  return { url: clientLinkUrl(ctx, token), token, issuedAt: row.issued_at };
}

/** The document's link, made when it has no working one. */
export async function issueClientLink(
  ctx: AppContext,
  owner: OwnerId,
  document: { id: number },
): Promise<IssuedLink> {
  const existing = workingLink(ctx, owner, await findLinkOfDocument(ctx.db, owner, document.id));
  if (existing) return existing;
  const row = await findLinkOfDocument(ctx.db, owner, document.id);
  if (row?.token_hash) {
    // A link the server can no longer write (its key changed): the document gets a new one.
    await replaceLink(ctx.db, owner, document.id, newLinkValues(ctx, owner, document.id));
  } else {
    await insertLinkIfNone(ctx.db, owner, document.id, newLinkValues(ctx, owner, document.id));
  }
  const issued = workingLink(ctx, owner, await findLinkOfDocument(ctx.db, owner, document.id));
  if (!issued) throw new Error('a client link could not be made');
  return issued;
}

/** A new link in place of the old one, which stops working at once. */
export async function replaceClientLink(
  ctx: AppContext,
  owner: OwnerId,
  document: { id: number },
): Promise<IssuedLink> {
  await replaceLink(ctx.db, owner, document.id, newLinkValues(ctx, owner, document.id));
  const issued = workingLink(ctx, owner, await findLinkOfDocument(ctx.db, owner, document.id));
  if (!issued) throw new Error('a client link could not be made');
  return issued;
}

/** The document's link, only while it is the one whose token hashes to `tokenHash` (never a newer one). */
export async function linkUrlWhileIssued(
  ctx: AppContext,
  owner: OwnerId,
  documentId: number,
  tokenHash: string,
): Promise<string | undefined> {
  const row = await findLinkOfDocument(ctx.db, owner, documentId);
  if (row?.token_hash !== tokenHash) return undefined;
  return workingLink(ctx, owner, row)?.url;
}

/** Whose document a token opens; undefined for anything that is not a working link's token. */
export async function resolveClientLink(
  ctx: AppContext,
  token: string,
): Promise<{ userId: number; documentId: number } | undefined> {
  if (!CLIENT_LINK_TOKEN.test(token)) return undefined;
  const found = await findLinkByTokenHash(ctx.db, hashToken(token));
  return found ? { userId: found.user_id, documentId: found.document_id } : undefined;
}
