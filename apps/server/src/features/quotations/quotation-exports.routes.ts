// The quotation exports (docs/reference/quotations.md 'Calls'): CSV, .xlsx, a PDF summary and a ZIP of PDFs,
// the engine's export calls (documents/document-exports.routes.ts) with the quotation's names. Each answers a
// signed link; the file itself is served by the kind's download routes.
import { QuotationFiltersSchema } from '@tradebook/domain/quotations/list-quotations.schemas';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import type { AppContext } from '../../app-context';
import { documentExportRoutes } from '../documents/document-exports.routes';
import { quotationKind } from './quotation-kind';

export function quotationExportsRoutes(ctx: AppContext) {
  return documentExportRoutes(ctx, quotationKind, {
    paths: {
      csv: 'quotation_export_by_userId',
      xlsx: 'quotation_export_xlsx_by_userId',
      pdf: 'quotation_export_pdf_by_userId',
      zip: 'quotation_export_zip_by_userId',
    },
    filtersSchema: QuotationFiltersSchema,
    listCall: 'get_quotation_list_by_user',
    message: QUOTATION_MESSAGES.exportReady,
  });
}
