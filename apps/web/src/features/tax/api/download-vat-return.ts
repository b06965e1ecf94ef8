// The VAT return as a PDF (tax/vat_return_pdf) or a spreadsheet (tax/vat_return_xlsx), answered as the
// file itself (docs/decisions/0243-vat-return-filing-and-drill-down.md).
import { downloadApiFile } from '../../../lib/downloads/download-file';
import type { VatReturnPeriod } from './get-vat-return';

export function downloadVatReturn(format: 'pdf' | 'xlsx', period: VatReturnPeriod) {
  return downloadApiFile(`tax/vat_return_${format}`, {
    body: { ...period },
    filename: `vat-return-${period.from}-${period.to}.${format}`,
  });
}
