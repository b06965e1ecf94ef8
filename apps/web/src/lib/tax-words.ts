// What the business's country calls its sales tax and its tax identifiers (ADR 0226): a British business
// charges VAT and has a VAT number and a Unique Taxpayer Reference (UTR), not 'TIN, PAN, GST, EIN, SSN'.
// A country not listed gets neutral words.
import { useBusinessCountryCode } from './phone-numbers';

export interface TaxWords {
  /** The usual name of the country's sales tax, proposed for tax 1: 'VAT' in the United Kingdom. */
  salesTax?: string;
  /** The label of the business's tax registration number. */
  taxNumberLabel: string;
  /** The hint under the registration number: the country's own identifiers. */
  registrationHint: string;
}

// The EU's member states and the other countries whose sales tax is called VAT in English.
const VAT_COUNTRIES = new Set(
  (
    'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK ' +
    'GB NO IS CH LI AE SA BH OM ZA NG KE GH UG TZ PH BD LK TR MX'
  ).split(' '),
);
const GST_COUNTRIES = new Set(['AU', 'NZ', 'CA', 'SG', 'MY', 'IN']);

const OWN_WORDS: Record<string, Omit<TaxWords, 'salesTax'>> = {
  GB: {
    taxNumberLabel: 'VAT number',
    registrationHint:
      'Your Unique Taxpayer Reference (UTR) from HMRC; a limited company, its Companies House number.',
  },
  IE: {
    taxNumberLabel: 'VAT number',
    registrationHint:
      'Your Personal Public Service (PPS) number or tax reference; a company, its CRO number.',
  },
  US: {
    taxNumberLabel: 'Sales tax permit number',
    registrationHint: 'Your Employer Identification Number (EIN), or your SSN as a sole proprietor.',
  },
  IN: {
    taxNumberLabel: 'GSTIN',
    registrationHint: 'Your Permanent Account Number (PAN); a company, its CIN.',
  },
  AU: {
    taxNumberLabel: 'ABN',
    registrationHint: 'Your Australian Business Number (ABN); a company, its ACN.',
  },
  NZ: { taxNumberLabel: 'GST number', registrationHint: 'Your IRD number; a company, its NZBN.' },
  CA: {
    taxNumberLabel: 'GST/HST number',
    registrationHint: 'Your Business Number (BN) from the Canada Revenue Agency.',
  },
  DE: {
    taxNumberLabel: 'VAT number (USt-IdNr.)',
    registrationHint: 'Your tax number (Steuernummer); a company, its commercial register number.',
  },
  FR: {
    taxNumberLabel: 'VAT number (numéro de TVA)',
    registrationHint: 'Your SIREN or SIRET number.',
  },
};

export function taxWordsOf(countryCode: string | undefined): TaxWords {
  const code = countryCode?.toUpperCase() ?? '';
  const salesTax = VAT_COUNTRIES.has(code) ? 'VAT' : GST_COUNTRIES.has(code) ? 'GST' : undefined;
  const own = OWN_WORDS[code];
  if (own) return { salesTax, ...own };
  return {
    salesTax,
    taxNumberLabel: salesTax ? `${salesTax} number` : 'Tax/VAT registration number',
    registrationHint: 'Your tax reference or company registration number, as your tax office writes it.',
  };
}

export function useTaxWords(): TaxWords {
  return taxWordsOf(useBusinessCountryCode());
}
