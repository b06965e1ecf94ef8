// Phone numbers of the profile and of clients are read against the business's own country and stored in
// E.164 (domain api/phone-number.ts, ADR 0305): the country is the one chosen at sign-up or in the
// regional settings, so '020 7946 0958' typed by a British business is +442079460958.
import { readPhoneNumber } from '@tradebook/domain/api/phone-number';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { findProfileRow } from '../accounts/user-profiles.repository';
import { findCountry } from '../lookups/countries';

/** The owner's country as ISO 3166-1 alpha-2, or undefined when the account has none. */
export async function ownerCountryCode(ctx: AppContext, owner: OwnerId): Promise<string | undefined> {
  const row = await findProfileRow(ctx.db, owner);
  return findCountry(row?.country_id)?.code;
}

/** The same phone fields, each in E.164 when it is a valid number; a typed number with no valid reading
 * answers 422 with the message of the first such field. */
export function readPhoneFields<T extends Record<string, string>>(
  phones: T,
  countryCode: string | undefined,
): T {
  const read: Record<string, string> = {};
  for (const [field, text] of Object.entries(phones)) {
    const reading = readPhoneNumber(text, countryCode);
    if (!reading.ok) throw new AppError('validation', [reading.message]);
    read[field] = reading.value;
  }
  return read as T;
}
