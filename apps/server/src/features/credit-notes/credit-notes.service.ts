// The credit note use cases the routes call besides issuing one (issue-credit-note.ts): read one, list
// them, say the next number, e-mail one. Each is the document engine (features/documents) run with the
// credit note kind, answered in the credit note's shape.
import type { Page } from '@tradebook/domain/api/envelope';
import type { DocumentMailFields } from '@tradebook/domain/documents/document-mail.schemas';
import type { CreditNoteListRequest } from '@tradebook/domain/credit-notes/list-credit-notes.schemas';
import type {
  CreditNote,
  CreditNoteListRow,
  CreditNoteNumberResponse,
} from '@tradebook/domain/credit-notes/credit-note.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { emailDocument } from '../documents/email-document';
import { listDocumentsAs } from '../documents/list-documents';
import { vatLockOf } from '../documents/vat-lock';
import {
  nextDocumentNumber,
  readDocumentParts,
  requireDocument,
  today,
  type DocumentRef,
} from '../documents/read-documents';
import { creditNoteKind } from './credit-note-kind';
import { toCreditNote, toCreditNoteListRow } from './credit-note-response';

export async function getCreditNote(ctx: AppContext, owner: OwnerId, by: DocumentRef): Promise<CreditNote> {
  const row = await requireDocument(ctx, owner, creditNoteKind, by);
  return {
    ...toCreditNote(await readDocumentParts(ctx, owner, creditNoteKind, row)),
    locked_by_vat_return: await vatLockOf(ctx, owner, row),
  };
}

export async function listCreditNotes(
  ctx: AppContext,
  owner: OwnerId,
  request: CreditNoteListRequest,
): Promise<Page<CreditNoteListRow>> {
  return listDocumentsAs(ctx, owner, creditNoteKind, request, toCreditNoteListRow);
}

/** get_credit_note_number: the number the next credit note will get (assigned only when it is issued). */
export async function getNextCreditNoteNumber(
  ctx: AppContext,
  owner: OwnerId,
): Promise<CreditNoteNumberResponse> {
  // Only the counter is read: the answer carries no other default
  // (docs/decisions/0429-a-number-call-in-one-statement.md).
  const number = await nextDocumentNumber(ctx, owner, creditNoteKind);
  return {
    response: { response: number },
    credit_note_number: number,
    credit_note_date: today(ctx),
  };
}

/** credit_note/emailSent: the PDF to the client; the credit note becomes sent. */
export async function emailCreditNote(
  ctx: AppContext,
  owner: OwnerId,
  number: string,
  composed?: DocumentMailFields,
): Promise<CreditNote> {
  const row = await requireDocument(ctx, owner, creditNoteKind, { number });
  await emailDocument(ctx, owner, creditNoteKind, row, composed);
  return getCreditNote(ctx, owner, { id: row.id });
}
