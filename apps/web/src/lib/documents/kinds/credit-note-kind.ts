// Credit notes as a kind of document (docs/decisions/0218-one-document-kind-on-the-web.md): made from an
// invoice (credit_note/create_from_invoice), never edited, voided or deleted.
import {
  CreditNoteListRowSchema,
  CreditNoteSchema,
  type CreditNote,
  type CreditNoteListRow,
} from '@tradebook/domain/credit-notes/credit-note.schemas';
import {
  ListCreditNotesSchema,
  type ListCreditNotesRequest,
} from '@tradebook/domain/credit-notes/list-credit-notes.schemas';
import { paths } from '../../../config/paths';
import type { DocumentKind } from './document-kind';

export const CREDIT_NOTE_KIND: DocumentKind<CreditNote, CreditNoteListRow, ListCreditNotesRequest> = {
  name: 'credit_note',
  noun: 'credit note',
  plural: 'credit notes',
  queryKey: ['credit-notes'],
  idField: 'credit_note_id',
  numberField: 'credit_note_number',
  calls: {
    list: 'get_credit_note_list_by_user',
    detail: 'credit_note/ListByCreditNoteNumber',
    email: 'credit_note/emailSent',
    exports: {
      csv: 'credit_note_export_by_userId',
      xlsx: 'credit_note_export_xlsx_by_userId',
      pdf: 'credit_note_export_pdf_by_userId',
      zip: 'credit_note_export_zip_by_userId',
    },
    create: 'credit_note/create_from_invoice',
  },
  schemas: { document: CreditNoteSchema, row: CreditNoteListRowSchema, list: ListCreditNotesSchema },
  listPath: paths.listCreditNotes,
  numberOf: (note) => note.credit_note_number,
};
