// The export menu of the quotation list: CSV (quotation_export_by_userId, the spec's call), .xlsx, a PDF
// summary table and a ZIP of the PDFs (the server's extra calls). Each answers a signed, expiring download
// link in response[0]; the shared ExportMenu fetches it with its progress.
import type { QuotationFiltersRequest } from '@tradebook/domain/quotations/list-quotations.schemas';
import type { ExportFormat } from '../../../components/export-menu/export-menu';
import { apiPost } from '../../../lib/api-client';

const EXPORT_CALLS: Record<ExportFormat, string> = {
  csv: 'quotation_export_by_userId',
  xlsx: 'quotation_export_xlsx_by_userId',
  pdf: 'quotation_export_pdf_by_userId',
  zip: 'quotation_export_zip_by_userId',
};

export async function getQuotationExportLink(
  format: ExportFormat,
  filters: QuotationFiltersRequest,
  signal?: AbortSignal,
): Promise<string> {
  const envelope = await apiPost<string[]>(EXPORT_CALLS[format], { ...filters }, { signal });
  const link = envelope.response[0];
  if (!link) throw new Error('The export answered no link.');
  return link;
}
