// The settings screens and the side menu in the pseudo-locale test (test/pseudo-locale.test.tsx).
import { screen } from '@testing-library/react';
import type { Profile } from '@tradebook/domain/profile/profile-answer.schemas';
import { ok, pseudo, type PseudoScreen } from '../pseudo-screen';
import Setting from '../../features/settings/routes/setting';
import { GeneralTab } from '../../features/settings/components/general-tab';
import RegionalSettings from '../../features/auth/routes/regional-settings';
import { SideMenu } from '../../app/layouts/side-menu';

export const COUNTRIES = [
  { id: 276, name: 'Germany', code: 'DE' },
  { id: 826, name: 'United Kingdom', code: 'GB' },
];
export const CURRENCIES = [
  { id: 826, name: 'British Pound', code: 'GBP', symbol: '£', minor_units: 2 },
  { id: 978, name: 'Euro', code: 'EUR', symbol: '€', minor_units: 2 },
];
const PROFILE = {
  id: 1,
  fullname: 'Alex Baker',
  email: 'alex@example.com',
  country_id: 826,
  currency_id: 826,
  language: 'us',
  companytype: 'Sole Trader',
} as unknown as Profile;
const LOOKUPS = {
  get_new_country_list: ok(COUNTRIES),
  get_currency_list: ok(CURRENCIES),
  get_profile: ok(PROFILE),
};
const LOOKUP_DATA = ['United Kingdom', 'Germany', 'British Pound', 'Euro', 'GBP', 'EUR'];
/** The languages are named in themselves, whatever the screen's language. */
const LANGUAGE_NAMES = ['English', 'Deutsch', 'Français', 'Español', 'Nederlands'];

export const screens: PseudoScreen[] = [
  {
    name: 'Settings: General',
    element: <GeneralTab profile={PROFILE} />,
    api: LOOKUPS,
    data: [...LOOKUP_DATA, ...LANGUAGE_NAMES],
    loaded: () => screen.findByDisplayValue('United Kingdom', {}, { timeout: 5000 }),
  },
  {
    name: 'Settings (tabs)',
    element: <Setting planTabs={{ subscription: null, voucher: null }} />,
    route: '/setting?tab=general',
    api: LOOKUPS,
    data: [...LOOKUP_DATA, ...LANGUAGE_NAMES],
    loaded: () => screen.findByDisplayValue('United Kingdom', {}, { timeout: 5000 }),
  },
  {
    name: 'Regional Settings (sign-up)',
    element: <RegionalSettings />,
    api: LOOKUPS,
    data: [...LOOKUP_DATA, ...LANGUAGE_NAMES],
    loaded: () => screen.findByRole('combobox', { name: pseudo('Language') }, { timeout: 5000 }),
  },
  {
    name: 'Side menu',
    element: <SideMenu onNavigate={() => undefined} />,
    route: '/dashboard',
    api: LOOKUPS,
    data: [],
    loaded: () => screen.findByRole('link', { name: pseudo('Dashboard') }, { timeout: 5000 }),
  },
];
