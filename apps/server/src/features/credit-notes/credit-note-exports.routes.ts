// The credit note exports (CSV, spreadsheet, PDF summary, ZIP of PDFs), named like the other kinds':
// the engine's export calls (documents/document-exports.routes.ts) with the credit note's names. Each
// answers a signed link; the file is served by the kind's download routes.
import { CREDIT_NOTE_MESSAGES } from '@tradebook/domain/credit-notes/credit-note-messages';
import { CreditNoteFiltersSchema } from '@tradebook/domain/credit-notes/list-credit-notes.schemas';
import type { AppContext } from '../../app-context';
import { documentExportRoutes } from '../documents/document-exports.routes';
import { creditNoteKind } from './credit-note-kind';

export function creditNoteExportsRoutes(ctx: AppContext) {
  return documentExportRoutes(ctx, creditNoteKind, {
    paths: {
      csv: 'credit_note_export_by_userId',
      xlsx: 'credit_note_export_xlsx_by_userId',
      pdf: 'credit_note_export_pdf_by_userId',
      zip: 'credit_note_export_zip_by_userId',
    },
    filtersSchema: CreditNoteFiltersSchema,
    listCall: 'get_credit_note_list_by_user',
    message: CREDIT_NOTE_MESSAGES.exportReady,
  });
}
