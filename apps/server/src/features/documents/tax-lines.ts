// The two tax lines of a new document come from the Tax and Registration settings (decisions.md
// 'Document fields'): line 1 becomes vat_name / vat_percent, line 2 tax1_name / tax1_percent, and a line
// that is switched off gives rate 0. A request that sends its own names or rates wins (the web sends the
// settings' rates it showed); see docs/decisions/0104-document-engine.md.
import type { TaxSettings } from '../settings/settings.service';

export interface DocumentTaxLines {
  vatName: string;
  /** Thousandths of a percent. */
  vatPercentMilli: number;
  tax1Name: string;
  tax1PercentMilli: number;
}

export function taxLinesFromSettings(tax: TaxSettings): DocumentTaxLines {
  return {
    vatName: tax.tax1_name,
    vatPercentMilli: tax.is_tax1_enable ? tax.tax1_rate_milli : 0,
    tax1Name: tax.tax2_name,
    tax1PercentMilli: tax.is_tax2_enable ? tax.tax2_rate_milli : 0,
  };
}

/** What a request sent, else `fallback` (the settings for a new document, the stored lines on update). */
export function chooseTaxLines(
  sent: {
    vatName?: string | undefined;
    vatPercentMilli?: number | undefined;
    tax1Name?: string | undefined;
    tax1PercentMilli?: number | undefined;
  },
  fallback: DocumentTaxLines,
): DocumentTaxLines {
  return {
    vatName: sent.vatName ?? fallback.vatName,
    vatPercentMilli: sent.vatPercentMilli ?? fallback.vatPercentMilli,
    tax1Name: sent.tax1Name ?? fallback.tax1Name,
    tax1PercentMilli: sent.tax1PercentMilli ?? fallback.tax1PercentMilli,
  };
}
