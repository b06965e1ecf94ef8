// What happens to a document after it is written, for every kind: its status moves, it is voided (kept,
// numbered, never changed again), or it is deleted with its lines and attachment files. Which moves a
// kind allows is the kind's own rule; these only carry them out.
import type { AppContext } from '../../app-context';
import { notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { removeAttachmentFiles } from '../../files/attachment-images';
import { attachmentFilenames } from './document-attachments';
import type { DocumentKind } from './document-kind';
import type { DocumentRow, EditableWhen } from './document-rows';
import { deleteDocument, findDocument, moveDocumentStatus, updateDocument } from './documents.repository';
import { lockDocument } from './read-documents';
import { inTransaction } from './save-document';
import { assertOpenForVat, isTaxedKind } from './vat-lock';

/** An issued invoice or credit note dated in a filed VAT period keeps its figures. */
async function assertIssuedOpen(ctx: AppContext, owner: OwnerId, row: DocumentRow): Promise<void> {
  if (isTaxedKind(row.kind) && row.status !== 'draft') {
    await assertOpenForVat(ctx, owner, { dates: [row.document_date] });
  }
}

/** Moves the status on from the one `row` was read with; when another request changed it meanwhile (a
 * payment, a void), that stands and only `extra` is written. */
export async function setDocumentStatus(
  ctx: AppContext,
  owner: OwnerId,
  row: DocumentRow,
  status: string,
  extra: { sent_at?: string } = {},
): Promise<void> {
  const updatedAt = ctx.now().toISOString();
  const moved = await updateDocument(
    ctx.db,
    owner,
    row.id,
    { status, ...extra, updated_at: updatedAt },
    { statuses: [row.status] },
  );
  if (!moved && extra.sent_at !== undefined) {
    await updateDocument(ctx.db, owner, row.id, { ...extra, updated_at: updatedAt });
  }
}

/** A decision that holds only while the document is still open: not void, in one of `from`, and not
 * past its due date (a quotation's expiry). Answers whether it moved; when it did not, another request
 * decided first, or the document changed meanwhile. */
export function decideDocument(
  ctx: AppContext,
  owner: OwnerId,
  documentId: number,
  move: { from: readonly string[]; to: string; today: string },
): Promise<boolean> {
  return moveDocumentStatus(ctx.db, owner, documentId, {
    from: move.from,
    to: move.to,
    dueOnOrAfter: move.today,
    updatedAt: ctx.now().toISOString(),
  });
}

/** Voiding twice is harmless: nothing changes the second time. With `onlyIf`, the void is written only
 * while the document still passes it (an invoice: while nothing is credited on it); answers whether the
 * document is void now. */
export async function voidDocument(
  ctx: AppContext,
  owner: OwnerId,
  row: DocumentRow,
  onlyIf?: EditableWhen,
): Promise<boolean> {
  if (row.is_void !== 0) return true;
  await assertIssuedOpen(ctx, owner, row);
  const changes = { is_void: 1, updated_at: ctx.now().toISOString() };
  if (await updateDocument(ctx.db, owner, row.id, changes, onlyIf)) return true;
  const now = await findDocument(ctx.db, owner, row.kind, { id: row.id });
  return now?.is_void === 1;
}

/** What a kind checks before one of its documents is deleted, in the delete's transaction, on the
 * document as locked there (an invoice: only the latest unsent draft, whose number is given back). */
export type DeleteGuard = (ctx: AppContext, owner: OwnerId, locked: DocumentRow) => Promise<void>;

/** Deletes the document with its lines and attachments (their files too, once the delete is committed). A
 * client id that is sent must be the document's client, else the document is not found. */
export async function removeDocument(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
  clientId: number | null,
  guard?: DeleteGuard,
): Promise<void> {
  if (clientId !== null && clientId !== row.client_id) throw notFound();
  await assertIssuedOpen(ctx, owner, row);
  const files = await attachmentFilenames(ctx, owner, row.id);
  await ctx.db.transaction().execute(async (trx) => {
    const within = inTransaction(ctx, trx);
    if (guard) await guard(within, owner, await lockDocument(within, owner, kind, row.id));
    if (!(await deleteDocument(trx, owner, row.id))) throw notFound();
  });
  await removeAttachmentFiles(ctx, owner, files);
}

/** The paid amount and the status that follow from a document's payments (recorded by the kind, in the
 * transaction of `ctx.db`). */
export async function setDocumentPaid(
  ctx: AppContext,
  owner: OwnerId,
  documentId: number,
  paid: { paidMinor: number; status: string },
): Promise<void> {
  await updateDocument(ctx.db, owner, documentId, {
    paid_minor: paid.paidMinor,
    status: paid.status,
    updated_at: ctx.now().toISOString(),
  });
}

/** What a document's credit notes credited, and of that what was refunded or kept as the client's credit,
 * with the status that follows (set by the credit note's kind, in the transaction of `ctx.db` that holds
 * the document's lock). */
export async function setDocumentCredited(
  ctx: AppContext,
  owner: OwnerId,
  documentId: number,
  credited: { creditedMinor: number; refundedMinor: number; keptCreditMinor: number; status: string },
): Promise<void> {
  await updateDocument(ctx.db, owner, documentId, {
    credited_minor: credited.creditedMinor,
    refunded_minor: credited.refundedMinor,
    kept_credit_minor: credited.keptCreditMinor,
    status: credited.status,
    updated_at: ctx.now().toISOString(),
  });
}
