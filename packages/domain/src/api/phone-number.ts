// Phone numbers as people type them (issue 14; ADR 0305): spaces, dashes, dots, parentheses and a leading +
// are accepted, the number is checked with libphonenumber-js against the business's country, and one of
// a possible length there is stored in E.164 (+442079460958), so it dials from anywhere and compares equal
// however it was typed. 'Possible' (the right number of digits for the country) rather than 'valid' (in
// an allocated range): ranges change faster than a library release, and Ofcom's reserved drama numbers
// (01632 960xxx, 07700 900xxx) are what people type as examples. Digits alone that it cannot read are kept
// as typed: the spec's rule is 'numeric', and a short extension or internal number must still save; typed
// with formatting, such a number is refused, since the owner clearly meant a full number and mistyped it.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export const PHONE_MESSAGES = {
  /** A number with formatting but no valid reading: said in the user's words, next to the field. */
  invalid: 'This is not a valid phone number. Check the digits, or start with + and the country code.',
} as const;

/** What a phone box accepts before the number itself is checked. */
export const PHONE_CHARACTERS = /^\+?[\d\s().-]*$/;

export type PhoneReading = { ok: true; value: string } | { ok: false; message: string };

/** Reads a typed phone number for a business in `countryCode` (ISO 3166-1 alpha-2; unknown or missing means
 * only + numbers are recognised). '' stays ''. Call after PHONE_CHARACTERS has accepted the text. */
export function readPhoneNumber(text: string, countryCode?: string): PhoneReading {
  const typed = text.trim();
  if (typed === '') return { ok: true, value: '' };
  const parsed = parsePhoneNumberFromString(typed, asCountryCode(countryCode));
  if (parsed?.isPossible()) return { ok: true, value: parsed.number };
  if (/^\d+$/.test(typed)) return { ok: true, value: typed };
  return { ok: false, message: PHONE_MESSAGES.invalid };
}

/** A stored number as a person reads it: +44 7700 900123; anything else (digits kept as typed) as stored. */
export function formatPhoneNumber(stored: string): string {
  if (!stored.startsWith('+')) return stored;
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

function asCountryCode(code: string | undefined): CountryCode | undefined {
  return code && /^[A-Z]{2}$/.test(code) ? (code as CountryCode) : undefined;
}
