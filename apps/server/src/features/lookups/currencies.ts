// Every ISO 4217 currency Node's Intl knows, with its English name and symbol. Names, symbols and digits
// come from Intl (CLDR), so they follow the Node release; the id is the ISO numeric code (GBP = 826).
import { CURRENCY_NUMERIC_CODES } from './currency-numeric-codes';
import type { Currency } from '@tradebook/domain/lookups/lookups.schemas';

// minor_units is CLDR's figure of the decimals people write, which for a few currencies is below ISO's
// minor unit (HUF, IDR: 0 written, 2 in ISO).
export type { Currency };

interface CurrencyIndex {
  list: Currency[];
  byId: Map<number, Currency>;
  byCode: Map<string, Currency>;
  byName: Map<string, Currency>;
}

let index: CurrencyIndex | undefined;

function describe(code: string, names: Intl.DisplayNames): Currency | undefined {
  const id = CURRENCY_NUMERIC_CODES[code];
  if (id === undefined) return undefined;
  // The narrow symbol is what a local business prints: R for ZAR, $ for CAD, where the plain symbol
  // gives 'ZAR' and 'CA$'. Fixed to 'en' because the symbol shown depends on the locale (USD is US$ in en-CA).
  const format = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  });
  const symbol = format.formatToParts(1).find((part) => part.type === 'currency')?.value ?? code;
  return {
    id,
    name: names.of(code) ?? code,
    code,
    symbol,
    minor_units: format.resolvedOptions().maximumFractionDigits ?? 2,
  };
}

function currencyIndex(): CurrencyIndex {
  if (index) return index;
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  const list = Intl.supportedValuesOf('currency')
    .map((code) => describe(code, names))
    .filter((currency): currency is Currency => currency !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  index = {
    list,
    byId: new Map(list.map((currency) => [currency.id, currency])),
    byCode: new Map(list.map((currency) => [currency.code, currency])),
    byName: new Map(list.map((currency) => [currency.name.toLowerCase(), currency])),
  };
  return index;
}

/** Every currency, sorted by name. */
export function listCurrencies(): Currency[] {
  return currencyIndex().list;
}

/** A currency by numeric id; undefined when there is none. */
export function currencyById(id: number | string | null | undefined): Currency | undefined {
  if (id === null || id === undefined) return undefined;
  const numeric = typeof id === 'number' ? id : /^\s*\d{1,3}\s*$/.test(id) ? Number(id) : NaN;
  return currencyIndex().byId.get(numeric);
}

/** A currency by numeric id (826 or '826'), alpha code ('gbp') or English name ('British Pound'),
 * ignoring case; undefined when nothing matches. */
export function findCurrency(value: string | number | null | undefined): Currency | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return currencyById(value);
  const text = value.trim();
  if (/^\d{1,3}$/.test(text)) return currencyById(text);
  const { byCode, byName } = currencyIndex();
  return byCode.get(text.toUpperCase()) ?? byName.get(text.toLowerCase());
}
