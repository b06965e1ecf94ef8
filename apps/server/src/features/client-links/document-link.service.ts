// The owner's side of a document's client link (its screen): see the link, replace it with a new one
// (the old one stops working at once), turn it off, and read the document's history. Each names the
// document by kind and id; another user's document is not found (404).
import type { Page } from '@tradebook/domain/api/envelope';
import type { Paging } from '@tradebook/domain/api/paging';
import type { ClientLink, LinkedKind } from '@tradebook/domain/client-links/client-link.schemas';
import { CLIENT_LINK_MESSAGES } from '@tradebook/domain/client-links/client-link-messages';
import type { DocumentEvent } from '@tradebook/domain/document-events/document-event.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { documentHistory } from '../document-events/document-events.service';
import type { DocumentRow } from '../documents/document-rows';
import { requireDocument } from '../documents/read-documents';
import { findLinkOfDocument, revokeLink } from './client-links.repository';
import { replaceClientLink, workingLink } from './issue-client-link';
import { LINKED_KINDS } from './linked-kinds';

export interface DocumentRef {
  kind: LinkedKind;
  id: number;
}

function ownedDocument(ctx: AppContext, owner: OwnerId, ref: DocumentRef): Promise<DocumentRow> {
  return requireDocument(ctx, owner, LINKED_KINDS[ref.kind], { id: ref.id });
}

async function linkAnswer(ctx: AppContext, owner: OwnerId, row: DocumentRow): Promise<ClientLink> {
  const link = workingLink(ctx, owner, await findLinkOfDocument(ctx.db, owner, row.id));
  return {
    url: link?.url ?? null,
    issued_at: link?.issuedAt ?? null,
    works: link !== undefined && row.sent_at !== null,
  };
}

export async function getDocumentLink(
  ctx: AppContext,
  owner: OwnerId,
  ref: DocumentRef,
): Promise<ClientLink> {
  return linkAnswer(ctx, owner, await ownedDocument(ctx, owner, ref));
}

/** A new link for a document that has been sent (409 for one that has not: its e-mail makes the first). */
export async function replaceDocumentLink(
  ctx: AppContext,
  owner: OwnerId,
  ref: DocumentRef,
): Promise<ClientLink> {
  const row = await ownedDocument(ctx, owner, ref);
  if (row.sent_at === null) throw new AppError('conflict', CLIENT_LINK_MESSAGES.notSentYet);
  await replaceClientLink(ctx, owner, row);
  return linkAnswer(ctx, owner, row);
}

/** The link stops working; the document's next e-mail carries a new one. Turning off twice is harmless. */
export async function revokeDocumentLink(
  ctx: AppContext,
  owner: OwnerId,
  ref: DocumentRef,
): Promise<ClientLink> {
  const row = await ownedDocument(ctx, owner, ref);
  await revokeLink(ctx.db, owner, row.id, ctx.now().toISOString());
  return linkAnswer(ctx, owner, row);
}

export async function documentEvents(
  ctx: AppContext,
  owner: OwnerId,
  ref: DocumentRef,
  paging: Paging,
): Promise<Page<DocumentEvent>> {
  const row = await ownedDocument(ctx, owner, ref);
  return documentHistory(ctx, owner, row.id, paging);
}
