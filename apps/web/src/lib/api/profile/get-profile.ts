// GET get_profile: the signed-in user (spec 000 sections 3 and 7). Every screen that needs the user's
// name, currency symbol or profile state reads it through useProfile(), so there is one request and one
// cache entry (['profile']), refreshed after each profile or settings change.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api-client';

export const PROFILE_QUERY_KEY = ['profile'] as const;

// TODO(issue 9): use the domain's ProfileSchema type
/** The user object of get_profile and login (apps/server/src/features/profile/user-response.ts).
 * Unset profile fields read 'N/A'. */
export interface Profile {
  id: number;
  user_id: number;
  email: string;
  fullname: string;
  welcomename: string;
  country_id: number;
  /** The country's name. */
  country: string;
  currency_id: number;
  /** The currency's symbol, e.g. '£'. */
  currency: string;
  currency_code: string;
  currency_name: string;
  language: string;
  user_type: string;
  company_name: string;
  /** 'Sole Trader', 'Limited Company' or 'N/A'. */
  companytype: string;
  business_category_id: number | null;
  logourl: string;
  is_logo: 'Y' | 'N';
  address_details: {
    postal_address: string;
    street2: string;
    state: string;
    zip: string;
    phone1: string;
    phone2: string;
    website: string;
  };
  subscription_details: {
    noOfDaysRemaining: number | null;
    /** 'N/A' (free), 'pro' or 'expired'. */
    subscription_type: string;
  };
  no_of_days_of_free_usage: number;
  is_profile_complete: boolean;
}

export async function getProfile(): Promise<Profile> {
  const envelope = await apiGet<Profile>('get_profile');
  return envelope.response;
}

export function useProfile() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });
}
