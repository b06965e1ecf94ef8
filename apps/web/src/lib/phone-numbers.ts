// Phone boxes check the number as the server will (domain api/phone-number.ts, ADR 0305): against the
// business's own country, so '020 7946 0958' passes for a British business and a mistyped one is told
// next to its field before anything is sent.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { readPhoneNumber } from '@tradebook/domain/api/phone-number';
import { useProfile } from './api/profile/get-profile';
import { useCountries } from './api/lookups/get-countries';

/** The signed-in business's country (ISO alpha-2), once the profile and the country list have loaded. */
export function useBusinessCountryCode(): string | undefined {
  const profile = useProfile();
  const countries = useCountries();
  return countries.data?.find((country) => country.id === profile.data?.country_id)?.code;
}

/** The resolver, then each named phone field read against the country; a field the schema already refused
 * keeps the schema's message (the spec's, for letters). Until the country is known the server alone
 * judges, rather than the form refusing a good number it cannot yet read. */
export function withPhoneChecks<V extends FieldValues, C, T extends FieldValues>(
  resolver: Resolver<V, C, T>,
  fields: readonly (keyof V & string)[],
  countryCode: string | undefined,
): Resolver<V, C, T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (countryCode === undefined) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const field of fields) {
      if (errors[field]) continue;
      const reading = readPhoneNumber(String(values[field] ?? ''), countryCode);
      if (!reading.ok) errors[field] = { type: 'phone', message: reading.message };
    }
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
