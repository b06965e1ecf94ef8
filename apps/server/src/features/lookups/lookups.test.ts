import { describe, expect, it } from 'vitest';
import { findBusinessCategory, listBusinessCategories } from './business-categories';
import { findCountry, listCountries } from './countries';
import { currencyById, findCurrency, listCurrencies } from './currencies';
import { CURRENCY_NUMERIC_CODES, WITHDRAWN_CURRENCY_CODES } from './currency-numeric-codes';
import { findState, listStates } from './states';

const isSortedByName = (list: readonly { name: string }[]) =>
  list.every((item, i) => i === 0 || list[i - 1]!.name.localeCompare(item.name, 'en') <= 0);

describe('countries', () => {
  it('lists every ISO 3166-1 country once, sorted by name', () => {
    const countries = listCountries();
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries.length).toBeLessThanOrEqual(251);
    expect(new Set(countries.map((country) => country.id)).size).toBe(countries.length);
    expect(isSortedByName(countries)).toBe(true);
  });

  it('uses the ISO numeric code as the id', () => {
    expect(findCountry('GB')).toEqual({ id: 826, name: 'United Kingdom', code: 'GB' });
    expect(findCountry('US')?.id).toBe(840);
    expect(findCountry('IN')?.id).toBe(356);
    expect(findCountry('DE')?.id).toBe(276);
  });

  it('finds a country by numeric id, numeric text, alpha-2 code or English name, ignoring case', () => {
    expect(findCountry(826)?.code).toBe('GB');
    expect(findCountry('356')?.code).toBe('IN');
    expect(findCountry('020')?.code).toBe('AD');
    expect(findCountry('gb')?.id).toBe(826);
    expect(findCountry('united kingdom')?.id).toBe(826);
    expect(findCountry('  India ')?.id).toBe(356);
  });

  it('finds a country by a common alias of its name', () => {
    expect(findCountry('United States')?.id).toBe(840);
    expect(findCountry('UK')?.id).toBe(826);
  });

  it('finds nothing for an unknown id, code or name', () => {
    expect(findCountry(999)).toBeUndefined();
    expect(findCountry('QQ')).toBeUndefined();
    expect(findCountry('Atlantis')).toBeUndefined();
    expect(findCountry('')).toBeUndefined();
    expect(findCountry(null)).toBeUndefined();
  });

  it('returns the same list on every call rather than building it again', () => {
    expect(listCountries()).toBe(listCountries());
  });
});

describe('currencies', () => {
  it('gives every currency a numeric id, a name, a symbol and its decimal places', () => {
    const currencies = listCurrencies();
    expect(currencies.length).toBeGreaterThan(150);
    for (const currency of currencies) {
      expect(Number.isInteger(currency.id) && currency.id > 0 && currency.id < 1000).toBe(true);
      expect(currency.name).not.toBe('');
      expect(currency.symbol).not.toBe('');
      expect([0, 2, 3]).toContain(currency.minor_units);
    }
    expect(new Set(currencies.map((currency) => currency.id)).size).toBe(currencies.length);
    expect(isSortedByName(currencies)).toBe(true);
  });

  it('has a numeric code for every currency Intl offers except the withdrawn ones', () => {
    const missing = Intl.supportedValuesOf('currency').filter(
      (code) => CURRENCY_NUMERIC_CODES[code] === undefined && !WITHDRAWN_CURRENCY_CODES.has(code),
    );
    expect(missing).toEqual([]);
  });

  it('uses the ISO numeric code as the id and the local symbol', () => {
    expect(findCurrency('GBP')).toEqual({
      id: 826,
      name: 'British Pound',
      code: 'GBP',
      symbol: '£',
      minor_units: 2,
    });
    expect(findCurrency('USD')).toMatchObject({ id: 840, symbol: '$' });
    expect(findCurrency('EUR')).toMatchObject({ id: 978, symbol: '€' });
    expect(findCurrency('INR')).toMatchObject({ id: 356, symbol: '₹' });
    expect(findCurrency('JPY')).toMatchObject({ id: 392, symbol: '¥', minor_units: 0 });
  });

  it('finds a currency by numeric id, numeric text, code or English name, ignoring case', () => {
    expect(findCurrency(978)?.code).toBe('EUR');
    expect(findCurrency('826')?.code).toBe('GBP');
    expect(findCurrency('inr')?.id).toBe(356);
    expect(findCurrency('british pound')?.id).toBe(826);
    expect(currencyById(840)?.code).toBe('USD');
    expect(currencyById('392')?.code).toBe('JPY');
  });

  it('leaves out withdrawn currencies and finds nothing for unknown ones', () => {
    expect(findCurrency('HRK')).toBeUndefined();
    expect(findCurrency('ANG')).toBeUndefined();
    expect(findCurrency('XCG')?.id).toBe(532);
    expect(findCurrency('ABC')).toBeUndefined();
    expect(currencyById(1)).toBeUndefined();
    expect(currencyById(null)).toBeUndefined();
  });
});

describe('states', () => {
  it("lists the UK's four nations first, then its council areas", () => {
    const states = listStates(826)!;
    expect(states.slice(0, 4).map((state) => state.id)).toEqual(['GB-ENG', 'GB-NIR', 'GB-SCT', 'GB-WLS']);
    expect(states).toContainEqual({ id: 'GB-ABE', name: 'Aberdeen City' });
  });

  it('lists the states of the United States and India with plain English names', () => {
    expect(listStates(840)).toContainEqual({ id: 'US-CA', name: 'California' });
    expect(listStates('356')).toContainEqual({ id: 'IN-KA', name: 'Karnataka' });
  });

  it('gives each state of a country its own id', () => {
    for (const country of listCountries()) {
      const ids = listStates(country.id)!.map((state) => state.id);
      expect(new Set(ids).size, country.code).toBe(ids.length);
      for (const id of ids) expect(id.startsWith(`${country.code}-`), id).toBe(true);
    }
  });

  it('gives a state without a code in the source data an id made from its name', () => {
    expect(findState('MK', 'Radoviš')?.id).toBe('MK-RADOVIS');
  });

  it('does not repeat the country prefix the source data sometimes includes', () => {
    expect(findState('DK', 'Hovedstaden')?.id).toBe('DK-84');
  });

  it('answers an empty list for a country without subdivisions and nothing for an unknown country', () => {
    expect(listStates('SJ')).toEqual([]);
    expect(listStates(999)).toBeUndefined();
  });

  it('finds a state by id, code or name, ignoring case', () => {
    expect(findState(826, 'GB-ENG')?.name).toBe('England');
    expect(findState(826, 'eng')?.name).toBe('England');
    expect(findState(826, 'england')?.id).toBe('GB-ENG');
    expect(findState(840, 'ca')?.name).toBe('California');
    expect(findState(840, 'England')).toBeUndefined();
    expect(findState(999, 'England')).toBeUndefined();
  });
});

describe('business categories', () => {
  it('lists about thirty trades with stable ids, sorted by name with Other last', () => {
    const categories = listBusinessCategories();
    expect(categories.length).toBe(30);
    expect([...categories.map((category) => category.id)].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(categories.at(-1)).toEqual({ id: 30, name: 'Other' });
    expect(isSortedByName(categories.slice(0, -1))).toBe(true);
  });

  it('finds a category by id, as a number or as text', () => {
    expect(findBusinessCategory(1)).toEqual({ id: 1, name: 'Accounting & bookkeeping' });
    expect(findBusinessCategory('21')?.name).toBe('Plumbing & heating');
    expect(findBusinessCategory(31)).toBeUndefined();
    expect(findBusinessCategory('x')).toBeUndefined();
  });
});
