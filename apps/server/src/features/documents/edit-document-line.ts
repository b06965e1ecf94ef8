// The one-line edit of a document of any kind (eachItemDetail and eachItemDetail/edit): the line is read
// or changed, and the document's totals computed again with its stored discount and tax rates.
import { DOCUMENT_MESSAGES, type DocumentLine } from '@tradebook/domain/documents/document.schemas';
import type { LineType } from '@tradebook/domain/documents/line-fields';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import type { DocumentKind } from './document-kind';
import { findLine, listLines } from './document-lines.repository';
import type { LineRow } from './document-rows';
import { assertEditable, requireDocument } from './read-documents';
import { lineTypeOf, lineValues, storedDiscount, totalColumns, totalsOrThrow } from './document-columns';
import { saveEditable } from './save-document';
import { storedTaxLines } from './tax-lines';

/** eachItemDetail: one line of the owner's document (404 when either is not theirs). */
export async function getDocumentLine(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  ref: { documentId: number; lineId: number },
): Promise<LineRow> {
  const row = await requireDocument(ctx, owner, kind, { id: ref.documentId });
  const line = await findLine(ctx.db, owner, row.id, ref.lineId);
  if (!line) throw notFound();
  return line;
}

export interface LineEdit {
  documentId: number;
  lineId: number;
  name: string;
  description: string;
  quantityMilli: number;
  unitPriceMinor: number;
  type: LineType | undefined;
}

/** eachItemDetail/edit: changes one line of an editable document and recomputes its totals with its
 * stored discount and tax rates. An amount discount larger than the new items total is refused. */
export async function editDocumentLine(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  edit: LineEdit,
): Promise<void> {
  const row = await requireDocument(ctx, owner, kind, { id: edit.documentId });
  if (!(await findLine(ctx.db, owner, row.id, edit.lineId))) throw notFound();
  assertEditable(kind, row);
  const lines = (await listLines(ctx.db, owner, [row.id])).map((line): DocumentLine => {
    const edited = line.id === edit.lineId;
    return {
      lineId: line.id,
      name: edited ? edit.name : line.name,
      description: edited ? edit.description : line.description,
      quantityMilli: edited ? edit.quantityMilli : line.quantity_milli,
      unitPriceMinor: edited ? edit.unitPriceMinor : line.unit_price_minor,
      type: (edited ? edit.type : undefined) ?? lineTypeOf(line),
      itemNo: line.item_no,
      categoryId: line.category_id,
      categoryType: line.category_type,
    };
  });
  const discount = storedDiscount(row);
  const totals = totalsOrThrow(lines, discount, storedTaxLines(row));
  if (discount.type === 'amount' && discount.value > totals.itemsTotalMinor) {
    throw new AppError('validation', [DOCUMENT_MESSAGES.discountOverItemsTotal]);
  }
  const changes = { ...totalColumns(totals), updated_at: ctx.now().toISOString() };
  await saveEditable(ctx, owner, kind, row, changes, lineValues(lines));
}
