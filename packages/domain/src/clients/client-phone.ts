// A client's phone numbers are read against the client's own country (issue 25, ADR 0225): a British
// client's '12345' is too short to ring, and the owner is told why next to the field. The business-wide
// reading (api/phone-number.ts, ADR 0305) keeps bare digits it cannot read as typed, for an extension at
// the business itself; a client is reached from outside, so a number that cannot be one in the client's
// country is refused. A number starting with + is read as international, whatever the country.
import { validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js/min';
import { readPhoneNumber, type PhoneReading } from '../api/phone-number';

const ADVICE = 'Check the digits, or start with + and the country code.';

/** `countryName` names the country in the message ('United Kingdom'); the code when it is missing. */
export function readClientPhoneNumber(
  text: string,
  countryCode: string | undefined,
  countryName?: string,
): PhoneReading {
  const reading = readPhoneNumber(text, countryCode);
  if (!reading.ok || reading.value === '' || reading.value.startsWith('+')) return reading;
  if (!countryCode || !/^[A-Z]{2}$/.test(countryCode)) return reading;
  const where = countryName || countryCode;
  switch (validatePhoneNumberLength(text.trim(), countryCode as CountryCode)) {
    case 'TOO_SHORT':
      return { ok: false, message: `Too short for a phone number in ${where}. ${ADVICE}` };
    case 'TOO_LONG':
      return { ok: false, message: `Too long for a phone number in ${where}. ${ADVICE}` };
    default:
      return { ok: false, message: `This is not a phone number in ${where}. ${ADVICE}` };
  }
}
