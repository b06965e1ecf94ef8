// A credit note as every call answers it (docs/decisions/0315): the fields every kind shares
// (documents/document-answer.ts) with the credit note's own names, the invoice it credits, how much of it
// lowered the invoice's due and how much was refunded or kept as the client's credit, and its lines with
// the invoice line each credits. A list row is the same without lines and pdfLink.
import { settlementOf, type CreditNoteStatus } from '@tradebook/domain/credit-notes/credit-note-status';
import type {
  CreditNote,
  CreditNoteItem,
  CreditNoteListRow,
} from '@tradebook/domain/credit-notes/credit-note.schemas';
import { fromMinor } from '@tradebook/domain/money/money';
import {
  documentAnswerFields,
  lineAnswer,
  listRowClient,
  type AnswerClient,
} from '../documents/document-answer';
import type { DocumentListRow, DocumentRow, LineRow } from '../documents/document-rows';
import type { DocumentParts } from '../documents/read-documents';
import { creditNoteStatusWord } from '@tradebook/domain/documents/status-words';
import { appliedMinor } from './credit-note-kind';

export function toCreditNoteItem(line: LineRow): CreditNoteItem {
  return Object.assign(lineAnswer(line), {
    credit_note_id: line.document_id,
    invoice_item_id: line.source_line_id,
  });
}

/** Every field a credit note and its list row share; `invoiceNumber` is its invoice's. */
function creditNoteFields(row: DocumentRow, client: AnswerClient, invoiceNumber: string) {
  const fields = documentAnswerFields(row, client, 0);
  const status = row.status as CreditNoteStatus;
  return Object.assign(fields, {
    credit_note_id: row.id,
    credit_note_number: row.number,
    credit_note_date: row.document_date,
    credit_note_status: status,
    status,
    status_word: creditNoteStatusWord(row.status),
    invoice_id: row.source_document_id ?? 0,
    invoice_number: invoiceNumber,
    settlement: settlementOf({ refundedMinor: row.refunded_minor, keptCreditMinor: row.kept_credit_minor }),
    applied_amount: fromMinor(appliedMinor(row)),
    refunded_amount: fromMinor(row.refunded_minor),
    kept_credit_amount: fromMinor(row.kept_credit_minor),
  });
}

export function toCreditNote(parts: DocumentParts): CreditNote {
  return Object.assign(creditNoteFields(parts.row, parts.client, parts.source?.number ?? ''), {
    credit_note_items: parts.lines.map(toCreditNoteItem),
    pdfLink: parts.pdfLink,
  });
}

export function toCreditNoteListRow(row: DocumentListRow): CreditNoteListRow {
  return Object.assign(creditNoteFields(row, listRowClient(row), row.source_number ?? ''), {
    attachment_count: 0,
    has_note: row.notes !== '',
  });
}
