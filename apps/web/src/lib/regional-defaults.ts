// A first guess at the visitor's country and currency from the browser's language ('en-GB' -> GB, GBP),
// so most people only confirm the regional settings. The visitor can always pick something else.

// The euro area (2026) plus the currencies of the countries most of our users come from. A country not
// listed simply starts without a currency.
const EURO_AREA = 'AT BE BG CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK';
const CURRENCY_BY_REGION: Record<string, string> = {
  ...Object.fromEntries(EURO_AREA.split(' ').map((region) => [region, 'EUR'])),
  GB: 'GBP',
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  IN: 'INR',
  ZA: 'ZAR',
  NG: 'NGN',
  KE: 'KES',
  GH: 'GHS',
  AE: 'AED',
  SA: 'SAR',
  SG: 'SGD',
  MY: 'MYR',
  PH: 'PHP',
  PK: 'PKR',
  BD: 'BDT',
  LK: 'LKR',
  JP: 'JPY',
  CN: 'CNY',
  HK: 'HKD',
  CH: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  TR: 'TRY',
  BR: 'BRL',
  MX: 'MXN',
};

export interface RegionGuess {
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode?: string;
  /** ISO 4217, upper case. */
  currencyCode?: string;
}

export function guessRegion(locale: string | undefined = globalThis.navigator?.language): RegionGuess {
  if (!locale) return {};
  let region: string | undefined;
  try {
    // maximize() fills in the likely region of a bare language: 'en' -> 'en-Latn-US'.
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    return {};
  }
  if (!region || !/^[A-Z]{2}$/.test(region)) return {};
  return { countryCode: region, currencyCode: CURRENCY_BY_REGION[region] };
}

/** The currency most businesses of a country invoice in (ISO 4217), when the list above knows it. */
export function currencyOfCountry(countryCode: string | undefined): string | undefined {
  return countryCode ? CURRENCY_BY_REGION[countryCode.toUpperCase()] : undefined;
}
