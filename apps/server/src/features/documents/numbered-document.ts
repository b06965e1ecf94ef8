// A new document stored under the owner's next number, of any kind (a draft, or a credit note issued at
// once): numbered in the transaction that stores it, so a failed save gives the number back.
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { inOwnersTurn } from '../../db/owner-turns';
import { assignNextNumber } from '../numbering/numbering.service';
import type { DocumentKind } from './document-kind';
import { insertLines, type LineValues } from './document-lines.repository';
import type { StoredDocument } from './document-rows';
import { insertDocument, type DocumentValues } from './documents.repository';
import { insertNumberedDocumentAtOnce } from './numbered-document.repository';
import { assertOpenForVat, isTaxedKind } from './vat-lock';

/** What a kind stores of a new document besides its kind, number, lines and timestamps. */
export type NewDocumentColumns = Omit<
  DocumentValues,
  'kind' | 'number' | 'is_void' | 'sent_at' | 'created_at' | 'updated_at'
>;

/** A new document's row as stored, but its number. */
export function newDocumentValues(ctx: AppContext, kind: DocumentKind, columns: NewDocumentColumns) {
  const now = ctx.now().toISOString();
  // Its own fields before the spread columns, never after them (docs/decisions/0447-no-field-added-after-a-spread.md).
  return { kind: kind.kind, is_void: 0, sent_at: null, created_at: now, updated_at: now, ...columns };
}

/** Stores a new document of `kind` with its lines, numbered in the transaction of `ctx.db` (which must be
 * the one that stores it: a failed save then gives the number back, so a gap-free sequence keeps no
 * gap). Answers the document and its lines as stored. */
export async function insertNumberedDocument(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  columns: NewDocumentColumns,
  lines: LineValues[],
): Promise<StoredDocument> {
  // Issued at once (a credit note): it would change a filed VAT return's figures.
  if (isTaxedKind(kind.kind) && columns.status !== 'draft') {
    await assertOpenForVat(ctx, owner, { dates: [columns.document_date] });
  }
  const values = newDocumentValues(ctx, kind, columns);
  // PostgreSQL: the number, the document and its lines in one statement, so the owner's counter row is
  // locked for one round trip and the COMMIT (docs/decisions/0422-a-create-locks-its-number-for-one-statement.md);
  // the owner's creates send it two at a time, the rest waiting in this process (ADR 0438).
  if (ctx.dialect === 'postgres') {
    return inOwnersTurn(ctx, owner, () =>
      insertNumberedDocumentAtOnce(ctx.db, owner, kind.numberKind, values, lines),
    );
  }
  const number = await assignNextNumber(ctx.db, owner, kind.numberKind);
  const row = await insertDocument(ctx.db, owner, { number, ...values });
  return { row, lines: await insertLines(ctx.db, owner, row.id, lines) };
}
