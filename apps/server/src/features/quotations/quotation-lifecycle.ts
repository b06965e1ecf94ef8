// What happens to a quotation after it is written (spec 001 section 4; decisions.md 'Statuses'): the
// client's decision (approved or rejected), void, and delete. There is no ordering between approved and
// rejected (the spec shows none); a void quotation keeps its status and changes no more.
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import type { DecidedStatus } from '@tradebook/domain/quotations/quotation-status';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { AppError, notFound } from '../../app-error';
import { removeAttachmentFiles } from '../documents/document-attachments';
import { listAttachmentRows } from './quotation-attachments.repository';
import { deleteQuotationRow, updateQuotationRow } from './quotations.repository';
import { getQuotation, requireQuotationRow } from './quotations.service';

export async function changeQuotationStatus(
  ctx: AppContext,
  owner: OwnerId,
  input: { quotationId: number; status: DecidedStatus },
): Promise<Quotation> {
  const row = await requireQuotationRow(ctx, owner, { id: input.quotationId });
  if (row.type === 'void') throw new AppError('conflict', QUOTATION_MESSAGES.voidStatus);
  await updateQuotationRow(ctx.db, owner, row.id, {
    status: input.status,
    updated_at: ctx.now().toISOString(),
  });
  return getQuotation(ctx, owner, { id: row.id });
}

/** Voiding twice is harmless: the answer is the same. */
export async function voidQuotation(
  ctx: AppContext,
  owner: OwnerId,
  quotationId: number,
): Promise<Quotation> {
  const row = await requireQuotationRow(ctx, owner, { id: quotationId });
  if (row.type !== 'void') {
    await updateQuotationRow(ctx.db, owner, row.id, { type: 'void', updated_at: ctx.now().toISOString() });
  }
  return getQuotation(ctx, owner, { id: row.id });
}

/** Deletes the quotation with its lines and attachments (their files too). A client_id that is sent
 * must be the quotation's client, else the quotation is not found. */
export async function deleteQuotation(
  ctx: AppContext,
  owner: OwnerId,
  input: { quotationId: number; clientId: number | null },
): Promise<void> {
  const row = await requireQuotationRow(ctx, owner, { id: input.quotationId });
  if (input.clientId !== null && input.clientId !== row.client_id) throw notFound();
  const files = (await listAttachmentRows(ctx.db, owner, [row.id])).map((attachment) => attachment.filename);
  if (!(await deleteQuotationRow(ctx.db, owner, row.id))) throw notFound();
  await removeAttachmentFiles(ctx, owner, files);
}
