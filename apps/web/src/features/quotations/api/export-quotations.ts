// The export menu of the quotation list: CSV (quotation_export_by_userId, the spec's call), .xlsx and a
// ZIP of the PDFs (the server's two extra calls). Each answers a signed, expiring download link in
// response[0]; following it downloads the file (the server sends it as an attachment).
import type { QuotationFiltersRequest } from '@tradebook/domain/quotations/list-quotations.schemas';
import { apiPost } from '../../../lib/api-client';

export type QuotationExportFormat = 'csv' | 'xlsx' | 'zip';

const EXPORT_CALLS: Record<QuotationExportFormat, string> = {
  csv: 'quotation_export_by_userId',
  xlsx: 'quotation_export_xlsx_by_userId',
  zip: 'quotation_export_zip_by_userId',
};

export async function getQuotationExportLink(
  format: QuotationExportFormat,
  filters: QuotationFiltersRequest,
): Promise<string> {
  const envelope = await apiPost<string[]>(EXPORT_CALLS[format], { ...filters });
  const link = envelope.response[0];
  if (!link) throw new Error('The export answered no link.');
  return link;
}

/** Starts the download of the export link without leaving the page. */
export function downloadLink(link: string): void {
  const anchor = document.createElement('a');
  anchor.href = link;
  anchor.rel = 'noopener';
  anchor.download = '';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export async function exportQuotations(
  format: QuotationExportFormat,
  filters: QuotationFiltersRequest,
): Promise<void> {
  downloadLink(await getQuotationExportLink(format, filters));
}
