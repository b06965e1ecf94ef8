// Address boxes named the way the country names them (issue 14): a British owner fills in a county and a
// postcode, an American one a state and a ZIP code. The spec's messages ('State is required', 'Zip code is
// required') stay as quoted; only the labels change.
export interface AddressLabels {
  state: string;
  zip: string;
}

const BY_COUNTRY: Record<string, AddressLabels> = {
  GB: { state: 'County', zip: 'Postcode' },
  IE: { state: 'County', zip: 'Eircode' },
  US: { state: 'State', zip: 'ZIP code' },
  CA: { state: 'Province', zip: 'Postal code' },
  AU: { state: 'State', zip: 'Postcode' },
  NZ: { state: 'Region', zip: 'Postcode' },
  IN: { state: 'State', zip: 'PIN code' },
};

/** Used where the country is not known yet or has no entry above. */
export const DEFAULT_ADDRESS_LABELS: AddressLabels = { state: 'State / region', zip: 'Postal code' };

export function addressLabels(countryCode: string | undefined): AddressLabels {
  return (countryCode && BY_COUNTRY[countryCode.toUpperCase()]) || DEFAULT_ADDRESS_LABELS;
}
