// What a kind of document is in EN 16931 (docs/decisions/0318): an invoice is a commercial invoice (380);
// a credit note (381) names the invoice it credits, by number and date (BG-3), read from the document it
// was made from. Nothing else differs: the same lines, totals and parties, amounts positive.
import { CREDIT_NOTE_KIND } from '@tradebook/domain/credit-notes/credit-note-status';
import { EINVOICE_MESSAGES } from '@tradebook/domain/einvoices/einvoice.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import type { DocumentKind } from '../documents/document-kind';
import type { DocumentRow } from '../documents/document-rows';
import { findDocumentById } from '../documents/read-documents';
import type { EInvoiceKindOptions } from './einvoice-of-document';

export async function einvoiceOptionsOf(
  ctx: AppContext,
  owner: OwnerId,
  kind: DocumentKind,
  row: DocumentRow,
): Promise<EInvoiceKindOptions> {
  if (kind.kind !== CREDIT_NOTE_KIND) return { typeCode: '380' };
  const invoice =
    row.source_document_id === null ? undefined : await findDocumentById(ctx, owner, row.source_document_id);
  return {
    typeCode: '381',
    ...(invoice ? { precedingInvoice: { number: invoice.number, issueDate: invoice.document_date } } : {}),
  };
}

/** The first line of a refused download: 'This invoice cannot ...' or 'This credit note cannot ...'. */
export const notReadyMessageOf = (kind: DocumentKind) =>
  kind.kind === CREDIT_NOTE_KIND ? EINVOICE_MESSAGES.creditNoteNotReady : EINVOICE_MESSAGES.notReady;
