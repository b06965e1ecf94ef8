// The export menu of the credit note list: CSV, .xlsx, a PDF summary and a ZIP of each credit note's PDF.
// Each takes the list's filters (no page) and answers a signed, expiring download link in response[0].
import type { CreditNoteFiltersRequest } from '@tradebook/domain/credit-notes/list-credit-notes.schemas';
import type { ExportFormat } from '../../../components/export-menu/export-menu';
import { apiPost } from '../../../lib/api-client';

const EXPORT_CALLS: Record<ExportFormat, string> = {
  csv: 'credit_note_export_by_userId',
  xlsx: 'credit_note_export_xlsx_by_userId',
  pdf: 'credit_note_export_pdf_by_userId',
  zip: 'credit_note_export_zip_by_userId',
};

export async function getCreditNoteExportLink(
  format: ExportFormat,
  filters: CreditNoteFiltersRequest,
  signal?: AbortSignal,
): Promise<string> {
  const envelope = await apiPost<string[]>(EXPORT_CALLS[format], { ...filters }, { signal });
  const link = envelope.response[0];
  if (!link) throw new Error('The export answered no link.');
  return link;
}
