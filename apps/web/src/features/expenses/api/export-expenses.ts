// The expense list's exports, each of every expense the filters select (docs/reference/expenses.md 'Screens'
// and 'Calls'): a PDF report (generate_pdf) and a spreadsheet (export_expense) answer the file itself, so
// they are fetched with the bearer token; the ZIP (create_zip: the receipts and a CSV of the expenses)
// answers a signed link in `response`, which is then fetched like any export link.
import type { ExpenseExportRequest } from '@tradebook/domain/expenses/list-expenses.schemas';
import type { ExportChoice, ExportFormat } from '../../../components/export-menu/export-menu';
import { apiPost } from '../../../lib/api-client';
import { downloadApiFile, downloadFile } from '../../../lib/downloads/download-file';

/** The spec's menu (PDF, spreadsheet, Download Zip), in its order. */
export const EXPENSE_EXPORTS: readonly ExportChoice[] = [
  { format: 'pdf', label: 'PDF report', file: 'PDF report' },
  { format: 'xlsx', label: 'Excel (.xlsx)', file: 'spreadsheet' },
  { format: 'zip', label: 'Download Zip', file: 'ZIP of receipts' },
];

export async function getExpenseZipLink(filters: ExpenseExportRequest, signal?: AbortSignal) {
  const link = (await apiPost<string>('create_zip', { ...filters }, { signal })).response;
  if (typeof link !== 'string' || link === '') throw new Error('The export answered no link.');
  return link;
}

export async function downloadExpenseExport(
  format: ExportFormat,
  filters: ExpenseExportRequest,
  onProgress: (bytes: number) => void,
  signal: AbortSignal,
): Promise<void> {
  if (format === 'zip') {
    await downloadFile(await getExpenseZipLink(filters, signal), onProgress, signal);
  } else {
    const call = format === 'pdf' ? 'generate_pdf' : 'export_expense';
    await downloadApiFile(call, { body: { ...filters }, onProgress, signal });
  }
}
