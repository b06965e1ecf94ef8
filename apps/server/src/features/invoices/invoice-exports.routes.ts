// The invoice exports (docs/reference/invoices.md 'Calls': invoice_export_by_userId, the CSV; the
// spreadsheet, PDF summary and ZIP of PDFs the list's menu offers): the engine's export calls
// (documents/document-exports.routes.ts) with the invoice's names. Each answers a signed link; the file is
// served by the kind's download routes.
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import { InvoiceFiltersSchema } from '@tradebook/domain/invoices/list-invoices.schemas';
import type { AppContext } from '../../app-context';
import { documentExportRoutes } from '../documents/document-exports.routes';
import { invoiceKind } from './invoice-kind';

export function invoiceExportsRoutes(ctx: AppContext) {
  return documentExportRoutes(ctx, invoiceKind, {
    paths: {
      csv: 'invoice_export_by_userId',
      xlsx: 'invoice_export_xlsx_by_userId',
      pdf: 'invoice_export_pdf_by_userId',
      zip: 'invoice_export_zip_by_userId',
    },
    filtersSchema: InvoiceFiltersSchema,
    listCall: 'get_invoice_list_by_user',
    message: INVOICE_MESSAGES.exportReady,
  });
}
