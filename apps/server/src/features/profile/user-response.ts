// The user object of get_profile and login (docs/reference/profile.md 'Fields'). Empty profile fields answer
// 'N/A', the spec's word for "not set", which is also what makes a profile incomplete.
import { isProfileComplete, NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import type { Profile } from '@tradebook/domain/profile/profile-answer.schemas';
import { findCountry } from '../lookups/countries';
import { currencyById } from '../lookups/currencies';
import type { ProfileRow } from '../accounts/user-profiles.repository';

const DAY_MS = 86_400_000;

/** Whole calendar days from `today` to `until` (both YYYY-MM-DD), never below 0. */
export function daysLeft(until: string, today: Date): number {
  const end = Date.parse(`${until}T00:00:00Z`);
  const start = Date.parse(`${today.toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.max(0, Math.round((end - start) / DAY_MS));
}

export function toUserResponse(row: ProfileRow, now: Date, logoUrl: string | undefined): Profile {
  const orNa = (value: string | null) => (value && value.trim() !== '' ? value : NOT_AVAILABLE);
  const currency = currencyById(row.currency_id);
  const subscriptionDays = row.subscription_until ? daysLeft(row.subscription_until, now) : null;
  const names = { company_name: orNa(row.company_name), companytype: orNa(row.companytype) };
  // One literal, the completeness with it: spread into a second object and given one more field, the answer
  // took a new hidden class each time, slow to write and left for the full collector
  // (docs/decisions/0447-no-field-added-after-a-spread.md).
  return {
    id: Number(row.id),
    user_id: Number(row.id),
    email: row.email,
    fullname: row.fullname,
    welcomename: row.fullname,
    country_id: row.country_id,
    country: findCountry(row.country_id)?.name ?? NOT_AVAILABLE,
    currency_id: row.currency_id,
    currency: currency?.symbol ?? '',
    currency_code: currency?.code ?? '',
    currency_name: currency?.name ?? '',
    language: row.language,
    user_type: row.user_type,
    company_name: names.company_name,
    companytype: names.companytype,
    business_category_id: row.business_category_id,
    logourl: logoUrl ?? NOT_AVAILABLE,
    is_logo: logoUrl ? 'Y' : 'N',
    address_details: {
      postal_address: row.postal_address ?? '',
      street2: row.street2 ?? '',
      state: row.state ?? '',
      zip: row.zip ?? '',
      city: row.city ?? '',
      phone1: row.phone1 ?? '',
      phone2: row.phone2 ?? '',
      /** The profile form shows phone2 as mobile (docs/reference/profile.md 'Fields'); update_profile takes
       * it as `mobile`. */
      mobile: row.phone2 ?? '',
      website: row.website ?? '',
    },
    subscription_details: {
      noOfDaysRemaining: subscriptionDays,
      subscription_type: subscriptionDays === null ? NOT_AVAILABLE : subscriptionDays > 0 ? 'pro' : 'expired',
    },
    no_of_days_of_free_usage: daysLeft(row.free_usage_until, now),
    email_verified: row.email_verified_at === null ? 0 : 1,
    is_profile_complete: isProfileComplete(names),
  };
}

/** The answer's type lives in the domain (ProfileSchema), where the web reads it too. */
export type UserResponse = Profile;
