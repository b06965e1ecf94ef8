// What a client link opens: the one document its token names, once that document has been sent. Any
// token that does not open a document (malformed, unknown, turned off, replaced, a draft's, a deleted
// document's, a kind without links) is answered with the same 404, so the answer tells nothing about
// which of these it was.
import type { AppContext } from '../../app-context';
import { notFound } from '../../app-error';
import { trustedOwnerId, type OwnerId } from '../../db/owner';
import type { DocumentKind } from '../documents/document-kind';
import type { DocumentRow } from '../documents/document-rows';
import { findDocumentById } from '../documents/read-documents';
import { resolveClientLink } from './issue-client-link';
import { linkedKindOf } from './linked-kinds';

export interface OpenedDocument {
  owner: OwnerId;
  kind: DocumentKind;
  row: DocumentRow;
  token: string;
}

export async function openClientDocument(ctx: AppContext, token: string): Promise<OpenedDocument> {
  const link = await resolveClientLink(ctx, token);
  if (!link) throw notFound();
  // The link's row names its owner: holding the token is the proof, as a session's token is.
  const owner = trustedOwnerId(link.userId);
  const row = await findDocumentById(ctx, owner, link.documentId);
  const kind = row ? linkedKindOf(row.kind) : undefined;
  if (!row || !kind || row.sent_at === null) throw notFound();
  return { owner, kind, row, token };
}
