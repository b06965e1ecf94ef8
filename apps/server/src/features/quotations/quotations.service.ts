// The quotation use cases the routes call: read, list, number, save and line edits. Each is the document
// engine (features/documents) run with the quotation kind, answered in the spec's quotation shape.
import type { Page } from '@tradebook/domain/api/envelope';
import type { UpdateDocumentInput, DocumentInput } from '@tradebook/domain/documents/save-document.schemas';
import type { QuotationListRequest } from '@tradebook/domain/quotations/list-quotations.schemas';
import type { EditQuotationLineInput } from '@tradebook/domain/quotations/quotation-requests.schemas';
import type {
  Quotation,
  QuotationItem,
  QuotationListRow,
} from '@tradebook/domain/quotations/quotation.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { clientDecisionOf } from '../document-events/document-events.service';
import { listDocumentsAs } from '../documents/list-documents';
import {
  newDocumentDefaults,
  newDocumentDefaultsAnswer,
  readDocumentParts,
  createdOrRead,
  type CreatedDocument,
  type DocumentRef,
} from '../documents/read-documents';
import { editDocumentLine, getDocumentLine } from '../documents/edit-document-line';
import { createAndAnswer, updateDocumentContent } from '../documents/save-document';
import type { CreateOptions } from '../documents/store-draft';
import { quotationKind } from './quotation-kind';
import { toQuotation, toQuotationItem, toQuotationListRow } from './quotation-response';

/** `created`: the quotation was made in this request: no invoice made from it, no client's decision yet,
 * so neither is read (docs/decisions/0415-a-creates-statements-counted.md), and its client and
 * attachments are known (0432). */
export async function getQuotation(
  ctx: AppContext,
  owner: OwnerId,
  by: DocumentRef,
  options: { created?: CreatedDocument } = {},
): Promise<Quotation> {
  const row = await createdOrRead(ctx, owner, quotationKind, by, options.created);
  const parts = await readDocumentParts(ctx, owner, quotationKind, row, options);
  return toQuotation(parts, options.created ? null : await clientDecisionOf(ctx, owner, row.id));
}

export async function listQuotations(
  ctx: AppContext,
  owner: OwnerId,
  request: QuotationListRequest,
): Promise<Page<QuotationListRow>> {
  return listDocumentsAs(ctx, owner, quotationKind, request, toQuotationListRow);
}

/** get_quotation_number: the number the next quotation will get, with the defaults of a new quotation
 * (today, the user's currency, the validity term and tax lines of the settings). */
export async function getNextQuotationNumber(
  ctx: AppContext,
  owner: OwnerId,
  signedIn?: { currency_id: number },
) {
  const defaults = await newDocumentDefaults(ctx, owner, quotationKind, signedIn);
  return {
    response: defaults.number,
    quotation_number: defaults.number,
    quotation_date: defaults.date,
    ...newDocumentDefaultsAnswer(defaults),
  };
}

export async function createQuotation(
  ctx: AppContext,
  owner: OwnerId,
  input: DocumentInput,
  options: Pick<CreateOptions, 'signedIn'> = {},
): Promise<Quotation> {
  return createAndAnswer(ctx, owner, quotationKind, input, options, (within, id, created) =>
    getQuotation(within, owner, { id }, { created }),
  );
}

export async function updateQuotation(
  ctx: AppContext,
  owner: OwnerId,
  input: UpdateDocumentInput,
): Promise<Quotation> {
  await updateDocumentContent(ctx, owner, quotationKind, input);
  return getQuotation(ctx, owner, { id: input.documentId });
}

/** quotation/eachItemDetail: one line of the owner's quotation. */
export async function getQuotationLine(
  ctx: AppContext,
  owner: OwnerId,
  ref: { quotationId: number; lineId: number },
): Promise<QuotationItem> {
  return toQuotationItem(
    await getDocumentLine(ctx, owner, quotationKind, { documentId: ref.quotationId, lineId: ref.lineId }),
  );
}

/** quotation/eachItemDetail/edit: one line of a draft, the totals computed again. */
export async function editQuotationLine(
  ctx: AppContext,
  owner: OwnerId,
  input: EditQuotationLineInput,
): Promise<Quotation> {
  await editDocumentLine(ctx, owner, quotationKind, input);
  return getQuotation(ctx, owner, { id: input.documentId });
}
