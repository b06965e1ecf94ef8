// What the business's country calls its sales tax and its tax identifiers (ADR 0226), in the screen's
// language (docs/decisions/0260-the-last-english-words-of-the-screens.md): a British business charges VAT
// and has a VAT number and a Unique Taxpayer Reference (UTR), not 'TIN, PAN, GST, EIN, SSN'; its German
// owner reads 'MwSt.' and 'VAT-Nummer'. A country not listed gets neutral words. The words come from the
// `screen-words` catalogue (`tax_words`); a tax name the owner typed stays as typed.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useBusinessCountryCode } from './phone-numbers';

export interface TaxWords {
  /** The usual name of the country's sales tax, proposed for tax 1: 'VAT' in the United Kingdom. */
  salesTax?: string;
  /** The label of the business's tax registration number; none where the country has no own word for it
   * (the field's own label says it). */
  taxNumberLabel?: string;
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
/** The countries with their own words for the number and the registration (tax_words.*.<code>). */
const OWN_WORDS = new Set(['GB', 'IE', 'US', 'IN', 'AU', 'NZ', 'CA', 'DE', 'FR']);

export function taxWordsOf(countryCode: string | undefined, t: TFunction<'screen-words'>): TaxWords {
  const code = countryCode?.toUpperCase() ?? '';
  const tax = VAT_COUNTRIES.has(code) ? 'vat' : GST_COUNTRIES.has(code) ? 'gst' : undefined;
  const salesTax = tax && t(`tax_words.sales_tax.${tax}`);
  if (OWN_WORDS.has(code)) {
    return {
      salesTax,
      taxNumberLabel: t(`tax_words.number_label.${code}`),
      registrationHint: t(`tax_words.registration_hint.${code}`),
    };
  }
  return {
    salesTax,
    taxNumberLabel: tax && t(`tax_words.number_label.${tax}`),
    registrationHint: t('tax_words.registration_hint.other'),
  };
}

export function useTaxWords(): TaxWords {
  const { t } = useTranslation('screen-words');
  return taxWordsOf(useBusinessCountryCode(), t);
}
