// The quotation list's Export menu: CSV, .xlsx, a PDF summary or a ZIP of PDFs of the quotations the
// filters select (the shared ExportMenu shows the progress).
import type { QuotationFiltersRequest } from '@tradebook/domain/quotations/list-quotations.schemas';
import { ExportMenu } from '../../../components/export-menu/export-menu';
import { getQuotationExportLink } from '../api/export-quotations';

export interface QuotationExportMenuProps {
  filters: QuotationFiltersRequest;
  datesValid: boolean;
  dateErrors: { start: string | undefined; end: string | undefined };
}

export function QuotationExportMenu({ filters, datesValid, dateErrors }: QuotationExportMenuProps) {
  return (
    <ExportMenu
      requestLink={(format, signal) => getQuotationExportLink(format, filters, signal)}
      datesValid={datesValid}
      dateErrors={dateErrors}
    />
  );
}
