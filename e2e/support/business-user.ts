// A signed-up user whose business profile is complete (a limited company), made through the public API:
// the screens past the dashboard need a complete profile, and the journeys using them are not about it.
import { expect, type APIRequestContext } from '@playwright/test';
import { newEmail, PASSWORD, registerByApi } from './users';

export interface BusinessUser {
  email: string;
  password: string;
  fullname: string;
  companyname: string;
  token: string;
}

/** Registers (GB, pounds), signs in and completes the profile as a limited company. */
export async function registerBusinessUser(
  request: APIRequestContext,
  { email = newEmail('trader'), companyname = 'Baker Joinery Ltd' } = {},
): Promise<BusinessUser> {
  const user = await registerByApi(request, email);

  const login = await request.post('/api/v3/login', {
    data: { email: user.email, password: user.password, version: 'web' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = String((await login.json()).api_token ?? '');
  expect(token, 'login answers an api_token').not.toBe('');

  const profile = await request.post('/api/v3/update_profile', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      fullname: user.fullname,
      business_category_id: '1',
      postal_address: '12 High Street',
      street2: 'Old Town',
      state: 'England',
      zip: 'AB1 2CD',
      phone1: '01234567890',
      mobile: '07123456789',
      website: 'https://example.com',
      companyname,
      companytype: 'Limited Company',
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  return { email: user.email, password: PASSWORD, fullname: user.fullname, companyname, token };
}
