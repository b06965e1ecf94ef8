// The export menu of the invoice list: CSV (invoice_export_by_userId, the spec's call), .xlsx, a PDF
// summary table and a ZIP of each invoice's PDF. Each takes the list's filters (no page) and answers a
// signed, expiring download link in response[0]; the shared ExportMenu fetches it with its progress.
import type { InvoiceFiltersRequest } from '@tradebook/domain/invoices/list-invoices.schemas';
import type { ExportFormat } from '../../../components/export-menu/export-menu';
import { apiPost } from '../../../lib/api-client';

const EXPORT_CALLS: Record<ExportFormat, string> = {
  csv: 'invoice_export_by_userId',
  xlsx: 'invoice_export_xlsx_by_userId',
  pdf: 'invoice_export_pdf_by_userId',
  zip: 'invoice_export_zip_by_userId',
};

export async function getInvoiceExportLink(
  format: ExportFormat,
  filters: InvoiceFiltersRequest,
  signal?: AbortSignal,
): Promise<string> {
  const envelope = await apiPost<string[]>(EXPORT_CALLS[format], { ...filters }, { signal });
  const link = envelope.response[0];
  if (!link) throw new Error('The export answered no link.');
  return link;
}
