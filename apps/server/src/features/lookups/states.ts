// States, provinces and other subdivisions of each country, from country-region-data: plain English
// names ('Karnataka', not the ISO romanisation 'Karnātaka'). A state's id is '<alpha-2>-<code>' (GB-ENG).
import { allCountries } from 'country-region-data';
import { findCountry } from './countries';
import type { State } from '@tradebook/domain/lookups/lookups.schemas';

export type { State };

// The package lists the UK's council areas but not its four nations, which are what most UK businesses
// give as their 'state'. ISO 3166-2:GB lists both, with these codes.
const EXTRA_STATES: Record<string, [name: string, code: string][]> = {
  GB: [
    ['England', 'ENG'],
    ['Northern Ireland', 'NIR'],
    ['Scotland', 'SCT'],
    ['Wales', 'WLS'],
  ],
};

let statesByCountry: Map<string, State[]> | undefined;

/** The package's code, without a repeated country prefix ('DK-84' -> '84'). A few regions have none
 * (it says 'undefined' or ''): they get one made from their name ('Aguas Buenas' -> 'AGUAS_BUENAS'). */
function stateCode(alpha2: string, code: string, name: string): string {
  if (code && code !== 'undefined')
    return code.startsWith(`${alpha2}-`) ? code.slice(alpha2.length + 1) : code;
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

const byName = (a: State, b: State) => a.name.localeCompare(b.name, 'en');

function stateIndex(): Map<string, State[]> {
  if (statesByCountry) return statesByCountry;
  statesByCountry = new Map();
  for (const [, alpha2, regions] of allCountries) {
    const toState = ([name, code]: [string, string]) => ({
      id: `${alpha2}-${stateCode(alpha2, code, name)}`,
      name,
    });
    // The extra states come first: they are what people look for (England before Aberdeen City).
    const extra = (EXTRA_STATES[alpha2] ?? []).map(toState).sort(byName);
    statesByCountry.set(alpha2, [...extra, ...regions.map(toState).sort(byName)]);
  }
  return statesByCountry;
}

/** The states of a country (id, alpha-2 code or name, as findCountry takes), sorted by name, the UK's
 * four nations before its council areas. An empty list for a country without subdivisions (Svalbard),
 * undefined for an unknown country. */
export function listStates(countryId: string | number): State[] | undefined {
  const country = findCountry(countryId);
  if (!country) return undefined;
  return stateIndex().get(country.code) ?? [];
}

/** A state of a country by id ('GB-ENG'), code alone ('ENG') or name ('England'), ignoring case. */
export function findState(countryId: string | number, idOrName: string): State | undefined {
  const states = listStates(countryId);
  if (!states) return undefined;
  const wanted = idOrName.trim().toUpperCase();
  return (
    states.find((state) => state.id.toUpperCase() === wanted) ??
    states.find((state) => state.id.slice(3).toUpperCase() === wanted) ??
    states.find((state) => state.name.toUpperCase() === wanted)
  );
}
