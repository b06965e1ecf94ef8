// A quotation as every call answers it (docs/reference/quotations.md 'Fields', docs/reference/documents.md
// 'Fields'): the fields every kind shares (documents/document-answer.ts) with the quotation's own names for
// its id, number, dates and status, plus is_expired, the invoice made from it and the client's own answer
// through its link. A list row is the same without lines, attachments and pdfLink.
import type { ClientDecision } from '@tradebook/domain/client-links/client-link.schemas';
import { isQuotationExpired, quotationStatusLabel } from '@tradebook/domain/quotations/quotation-status';
import type {
  Quotation,
  QuotationItem,
  QuotationListRow,
} from '@tradebook/domain/quotations/quotation.schemas';
import {
  documentAnswerFields,
  lineAnswer,
  listRowClient,
  type AnswerClient,
} from '../documents/document-answer';
import type { DocumentListRow, DocumentRow, LineRow } from '../documents/document-rows';
import type { DocumentLink, DocumentParts } from '../documents/read-documents';
import { statusWordOf } from '../documents/status-word';
import { quotationState } from './quotation-kind';

export function toQuotationItem(line: LineRow): QuotationItem {
  return Object.assign(lineAnswer(line), { quotation_id: line.document_id });
}

const invoiceLink = (link: Pick<DocumentLink, 'id' | 'number'> | undefined) =>
  link ? { invoice_id: link.id, invoice_number: link.number } : null;

/** Every field a quotation and its list row share. */
function quotationFields(
  row: DocumentRow,
  client: AnswerClient,
  today: string,
  attachmentCount: number,
  invoiced: boolean,
) {
  const state = quotationState(row);
  return Object.assign(documentAnswerFields(row, client, attachmentCount), {
    quotation_id: row.id,
    quotation_number: row.number,
    quotation_date: row.document_date,
    expiry_date: row.due_date,
    quotation_status: row.status,
    status: row.status,
    quotation_type: row.is_void !== 0 ? ('void' as const) : ('draft' as const),
    is_expired: isQuotationExpired(state, today),
    status_label: quotationStatusLabel(state, today),
    status_word: statusWordOf(row, today, { invoiced }) as Quotation['status_word'],
    total_amount_paid: 0,
  });
}

export function toQuotation(parts: DocumentParts, clientDecision: ClientDecision | null): Quotation {
  const { row, client, today, attachments, derived } = parts;
  return Object.assign(quotationFields(row, client, today, attachments.length, derived !== undefined), {
    quotation_items: parts.lines.map(toQuotationItem),
    quotation_attachments: parts.attachments,
    invoice: invoiceLink(parts.derived),
    client_decision: clientDecision,
    pdfLink: parts.pdfLink,
  });
}

export function toQuotationListRow(row: DocumentListRow, today: string): QuotationListRow {
  // Added to the one object rather than spread into a second: a page maps 50 of them.
  const invoiced = row.derived_id !== null;
  return Object.assign(quotationFields(row, listRowClient(row), today, row.attachment_count, invoiced), {
    invoice:
      row.derived_id !== null && row.derived_number !== null
        ? { invoice_id: row.derived_id, invoice_number: row.derived_number }
        : null,
    attachment_count: row.attachment_count,
    has_note: row.notes !== '',
  });
}
