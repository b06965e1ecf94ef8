// The two tax lines of a new document come from the Tax and Registration settings
// (docs/reference/documents.md 'Fields'): settings line 1 is the document's tax 1 (the spec's vat_*), line 2
// its tax 2 (the spec's tax1_*), and a line that is switched off gives rate 0. A request that sends its own
// names or rates wins (the web sends the settings' rates it showed); see
// docs/decisions/0104-document-engine.md.
import type { TaxSettings } from '../settings/settings.service';

export interface DocumentTaxLines {
  tax1Name: string;
  /** Thousandths of a percent. */
  tax1PercentMilli: number;
  tax2Name: string;
  tax2PercentMilli: number;
}

export function taxLinesFromSettings(tax: TaxSettings): DocumentTaxLines {
  return {
    tax1Name: tax.tax1_name,
    tax1PercentMilli: tax.is_tax1_enable ? tax.tax1_rate_milli : 0,
    tax2Name: tax.tax2_name,
    tax2PercentMilli: tax.is_tax2_enable ? tax.tax2_rate_milli : 0,
  };
}

/** What a request sent, else `fallback` (the settings for a new document, the stored lines on update). */
export function chooseTaxLines(
  sent: {
    tax1Name?: string | undefined;
    tax1PercentMilli?: number | undefined;
    tax2Name?: string | undefined;
    tax2PercentMilli?: number | undefined;
  },
  fallback: DocumentTaxLines,
): DocumentTaxLines {
  return {
    tax1Name: sent.tax1Name ?? fallback.tax1Name,
    tax1PercentMilli: sent.tax1PercentMilli ?? fallback.tax1PercentMilli,
    tax2Name: sent.tax2Name ?? fallback.tax2Name,
    tax2PercentMilli: sent.tax2PercentMilli ?? fallback.tax2PercentMilli,
  };
}

/** The tax lines a document row holds. */
export function storedTaxLines(row: DocumentTaxLinesRow): DocumentTaxLines {
  return {
    tax1Name: row.tax1_name,
    tax1PercentMilli: row.tax1_percent_milli,
    tax2Name: row.tax2_name,
    tax2PercentMilli: row.tax2_percent_milli,
  };
}

interface DocumentTaxLinesRow {
  tax1_name: string;
  tax1_percent_milli: number;
  tax2_name: string;
  tax2_percent_milli: number;
}
