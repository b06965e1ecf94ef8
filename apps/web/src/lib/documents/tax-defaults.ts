// The tax lines of a new quotation or invoice (docs/reference/documents.md 'Fields'): the Tax settings' lines
// 1 and 2, a switched-off line at rate 0; until the settings are read, the defaults the kind's number call
// answered (vat_name / vat_percent, tax1_name / tax1_percent).
import type { TaxDetails } from '@tradebook/domain/settings/tax.schemas';
import type { DraftTaxes } from './document-draft';

export interface TaxLineDefaults {
  vat_name?: string;
  vat_percent?: number;
  tax1_name?: string;
  tax1_percent?: number;
}

export function taxesFromSettings(
  tax: TaxDetails | undefined,
  numberAnswer: TaxLineDefaults | undefined,
): DraftTaxes {
  if (tax) {
    return [
      { name: tax.tax1_name, percent: tax.is_tax1_enable ? Number(tax.tax1_rate) : 0 },
      { name: tax.tax2_name, percent: tax.is_tax2_enable ? Number(tax.tax2_rate) : 0 },
    ];
  }
  return [
    { name: numberAnswer?.vat_name ?? 'Tax-1', percent: numberAnswer?.vat_percent ?? 0 },
    { name: numberAnswer?.tax1_name ?? 'Tax-2', percent: numberAnswer?.tax1_percent ?? 0 },
  ];
}
