import { describe, expect, it } from 'vitest';
import { LoginAnswerSchema, LogoutAnswerSchema, RegisterAnswerSchema } from '../auth/auth-answers.schemas';
import { ProfileSchema, type Profile } from './profile-answer.schemas';

const profile: Profile = {
  id: 7,
  user_id: 7,
  email: 'alex@example.com',
  fullname: 'Alex Baker',
  welcomename: 'Alex Baker',
  country_id: 826,
  country: 'United Kingdom',
  currency_id: 826,
  currency: '£',
  currency_code: 'GBP',
  currency_name: 'British Pound',
  language: 'us',
  user_type: 'web',
  company_name: 'N/A',
  companytype: 'N/A',
  business_category_id: null,
  logourl: 'N/A',
  is_logo: 'N',
  address_details: {
    postal_address: '',
    street2: '',
    state: '',
    zip: '',
    city: '',
    phone1: '',
    phone2: '07123 456789',
    mobile: '07123 456789',
    website: '',
  },
  subscription_details: { noOfDaysRemaining: null, subscription_type: 'N/A' },
  no_of_days_of_free_usage: 30,
  is_profile_complete: false,
  email_verified: 1,
};

describe('the user answered by get_profile and login', () => {
  it('describes the whole user', () => {
    expect(ProfileSchema.parse(profile)).toEqual(profile);
  });

  it('carries mobile beside phone2 in the address details', () => {
    const { mobile: _mobile, ...withoutMobile } = profile.address_details;
    expect(ProfileSchema.safeParse({ ...profile, address_details: withoutMobile }).success).toBe(false);
  });

  it('knows the subscription types and logo flags', () => {
    const expired = {
      ...profile,
      subscription_details: { noOfDaysRemaining: 0, subscription_type: 'expired' },
    };
    expect(ProfileSchema.safeParse(expired).success).toBe(true);
    const unknown = { ...profile, subscription_details: { noOfDaysRemaining: 3, subscription_type: 'gold' } };
    expect(ProfileSchema.safeParse(unknown).success).toBe(false);
    expect(ProfileSchema.safeParse({ ...profile, is_logo: 'yes' }).success).toBe(false);
  });
});

describe('the sign-in answers', () => {
  it('login carries the token beside the user', () => {
    const answer = { status: 1, message: 'Welcome!', api_token: 'abc', response: profile };
    expect(LoginAnswerSchema.parse(answer)).toEqual(answer);
    const { api_token: _token, ...withoutToken } = answer;
    expect(LoginAnswerSchema.safeParse(withoutToken).success).toBe(false);
    expect(LoginAnswerSchema.safeParse({ ...answer, status: 0 }).success).toBe(false);
  });

  it('register and logout answer only their message', () => {
    expect(RegisterAnswerSchema.parse({ status: 1, message: 'Done', response: null }).response).toBeNull();
    expect(LogoutAnswerSchema.safeParse({ status: 1, message: 'Bye', response: {} }).success).toBe(false);
  });
});
