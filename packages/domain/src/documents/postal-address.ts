// A client's whole address as documents print it (docs/decisions/0352): the street lines, the town, the
// county or state and the postcode in the country's own form, then the country. A UK postcode is printed
// in capitals with its one space before the last three characters ('b14 7xy' prints 'B14 7XY').
export interface PostalAddress {
  street1: string;
  street2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
}

/** The postcode in the country's form; `countryCode` is ISO 3166-1 alpha-2 ('GB'). */
export function formatPostcode(postcode: string, countryCode: string | undefined): string {
  const trimmed = postcode.trim().replace(/\s+/g, ' ');
  if (countryCode === 'GB' || countryCode === 'IM' || countryCode === 'JE' || countryCode === 'GG') {
    const bare = trimmed.replace(/ /g, '').toUpperCase();
    return /^[A-Z0-9]{5,7}$/.test(bare) ? `${bare.slice(0, -3)} ${bare.slice(-3)}` : trimmed.toUpperCase();
  }
  if (countryCode === 'CA' || countryCode === 'NL' || countryCode === 'IE') return trimmed.toUpperCase();
  return trimmed;
}

/** The address's lines, blanks left out. In the UK the town and the postcode have lines of their own;
 * elsewhere the town, state and postcode share one. */
export function addressLines(address: PostalAddress, countryCode: string | undefined): string[] {
  const postcode = formatPostcode(address.postcode, countryCode);
  const british = countryCode === 'GB';
  const locality = british
    ? [address.city.trim(), address.state.trim(), postcode]
    : [[address.city.trim(), address.state.trim(), postcode].filter(Boolean).join(' ')];
  return [address.street1.trim(), address.street2.trim(), ...locality, address.country.trim()].filter(
    Boolean,
  );
}
