// What happens to a quotation after it is written (docs/reference/quotations.md 'Statuses'): the
// client's decision (approved or rejected), e-mailing, void and delete. There is no
// ordering between approved and rejected (the spec shows none); a void quotation keeps its status and
// changes no more. The engine (features/documents) carries each out.
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import type { DecidedStatus } from '@tradebook/domain/quotations/quotation-status';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';
import type { DocumentMailFields } from '@tradebook/domain/documents/document-mail.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { removeDocument, setDocumentStatus, voidDocument } from '../documents/document-lifecycle';
import { emailDocument } from '../documents/email-document';
import { requireDocument } from '../documents/read-documents';
import { quotationKind } from './quotation-kind';
import { getQuotation } from './quotations.service';

export async function changeQuotationStatus(
  ctx: AppContext,
  owner: OwnerId,
  input: { quotationId: number; status: DecidedStatus },
): Promise<Quotation> {
  const row = await requireDocument(ctx, owner, quotationKind, { id: input.quotationId });
  if (row.is_void !== 0) throw new AppError('conflict', QUOTATION_MESSAGES.voidStatus);
  await setDocumentStatus(ctx, owner, row, input.status);
  return getQuotation(ctx, owner, { id: row.id });
}

/** Voiding twice is harmless: the answer is the same. */
export async function voidQuotation(
  ctx: AppContext,
  owner: OwnerId,
  quotationId: number,
): Promise<Quotation> {
  const row = await requireDocument(ctx, owner, quotationKind, { id: quotationId });
  await voidDocument(ctx, owner, row);
  return getQuotation(ctx, owner, { id: row.id });
}

/** Deletes the quotation with its lines and attachments. A client_id that is sent must be its client. */
export async function deleteQuotation(
  ctx: AppContext,
  owner: OwnerId,
  input: { quotationId: number; clientId: number | null },
): Promise<void> {
  const row = await requireDocument(ctx, owner, quotationKind, { id: input.quotationId });
  await removeDocument(ctx, owner, quotationKind, row, input.clientId);
}

/** quotation/emailSent: the PDF to the client; a draft or pending quotation becomes sent. */
export async function emailQuotation(
  ctx: AppContext,
  owner: OwnerId,
  number: string,
  composed?: DocumentMailFields,
): Promise<Quotation> {
  const row = await requireDocument(ctx, owner, quotationKind, { number });
  await emailDocument(ctx, owner, quotationKind, row, composed);
  return getQuotation(ctx, owner, { id: row.id });
}
