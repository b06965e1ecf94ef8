// Every ISO 3166-1 country, named in English. A country's id is its ISO numeric code (GB = 826), so ids
// stay the same across releases and mean the same thing to any other system.
// The package's core entry is imported rather than its Node entry, which would load all 78 locales.
import isoCountries from 'i18n-iso-countries/index.js';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { Country } from '@tradebook/domain/lookups/lookups.schemas';

export type { Country };

interface CountryIndex {
  list: Country[];
  byId: Map<number, Country>;
  byCode: Map<string, Country>;
  /** Lower-cased official names and the package's aliases ('UK', 'United States', 'Russia'). */
  byName: Map<string, Country>;
}

let index: CountryIndex | undefined;

function countryIndex(): CountryIndex {
  if (index) return index;
  isoCountries.registerLocale(en);
  const list: Country[] = [];
  const byName = new Map<string, Country>();
  for (const code of Object.keys(isoCountries.getAlpha2Codes())) {
    const numeric = isoCountries.alpha2ToNumeric(code);
    const names = isoCountries.getName(code, 'en', { select: 'all' }) ?? [];
    const [name] = names;
    if (!numeric || !name) continue;
    // Kosovo (XK) has no ISO code yet; the package gives it 983, from the range ISO 3166 reserves for
    // user-assigned codes, so it can never clash with a real country. It stays: businesses there invoice too.
    const country = { id: Number(numeric), name, code };
    list.push(country);
    for (const alias of names) {
      const key = alias.toLowerCase();
      if (!byName.has(key)) byName.set(key, country);
    }
  }
  list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  index = {
    list,
    byId: new Map(list.map((country) => [country.id, country])),
    byCode: new Map(list.map((country) => [country.code, country])),
    byName,
  };
  return index;
}

/** Every country, sorted by name. */
export function listCountries(): Country[] {
  return countryIndex().list;
}

/** A country by numeric id (826 or '826'), alpha-2 code ('gb') or English name ('United Kingdom'),
 * ignoring case; undefined when nothing matches. */
export function findCountry(value: string | number | null | undefined): Country | undefined {
  if (value === null || value === undefined) return undefined;
  const { byId, byCode, byName } = countryIndex();
  if (typeof value === 'number') return byId.get(value);
  const text = value.trim();
  if (/^\d{1,3}$/.test(text)) return byId.get(Number(text));
  return byCode.get(text.toUpperCase()) ?? byName.get(text.toLowerCase());
}
