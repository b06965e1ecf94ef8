// The public screens (landing, sign in, register, passwords, e-mail confirmation) and the profile screens in
// the pseudo-locale test (test/pseudo-locale.test.tsx).
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, pseudo, type PseudoScreen } from '../pseudo-screen';
import { LoginLayout } from '../../app/layouts/login-layout';
import Landing from '../../features/auth/routes/landing';
import Login from '../../features/auth/routes/login';
import Register from '../../features/auth/routes/register';
import ForgotPassword from '../../features/auth/routes/forgot-password';
import PasswordConfirmation from '../../features/auth/routes/password-confirmation';
import ResetPassword from '../../features/auth/routes/reset-password';
import VerifyEmail from '../../features/auth/routes/verify-email';
import CompleteProfile from '../../features/profile/routes/complete-profile';
import SoleTrader from '../../features/profile/routes/sole-trader';
import { SessionCompletedDialog } from '../../components/profile-form/session-completed-dialog';
import { CompleteRegistrationDialog } from '../../components/registration-gate/complete-registration-dialog';
import { EmailConfirmationBanner } from '../../components/email-confirmation/email-confirmation-banner';

/** The languages are named in themselves, whatever the screen's language. */
const LANGUAGE_NAMES = ['English', 'Deutsch', 'Français', 'Español', 'Nederlands'];

const PROFILE = {
  id: 7,
  email: 'sam@example.com',
  email_verified: 0,
  fullname: 'Sam Green',
  country_id: 826,
  currency_id: 826,
  language: 'us',
  company_name: 'Green Plumbing',
  companytype: 'Sole Trader',
  business_category_id: 3,
  logourl: 'N/A',
  is_logo: 'N',
  address_details: {
    postal_address: '1 High Street',
    state: 'England',
    zip: 'AB1 2CD',
    phone1: '',
    phone2: '',
  },
};
const PROFILE_API = {
  get_profile: ok(PROFILE),
  get_business_category: { body: { status: 1, message: [{ id: 3, name: 'Plumbing' }], response: null } },
  get_states: ok([{ id: 'GB-ENG', name: 'England' }]),
  get_new_country_list: ok([{ id: 826, name: 'United Kingdom', code: 'GB' }]),
};
const PROFILE_DATA = [
  'Sam Green',
  'sam@example.com',
  'Green Plumbing',
  'Plumbing',
  'England',
  '1 High Street',
];

/** Register needs the regional choice made on the screen before it. */
function RegisterAfterRegionalSettings() {
  useState(() =>
    sessionStorage.setItem(
      'tradebook.regional-settings',
      JSON.stringify({
        country: '826',
        language: 'us',
        currency: '826',
        countryName: 'United Kingdom',
        currencyLabel: 'GBP',
      }),
    ),
  );
  return <Register />;
}

const heading = (english: string) => () =>
  screen.findByRole('heading', { name: pseudo(english) }, { timeout: 5000 });

export const screens: PseudoScreen[] = [
  {
    name: 'Public layout (header with the language menu, footer)',
    element: <LoginLayout />,
    api: {},
    // The product's name, as the wordmark shows it in every language.
    data: [...LANGUAGE_NAMES, 'Tradebook'],
    loaded: () => screen.findByRole('combobox', { name: pseudo('Language') }),
  },
  {
    name: 'Landing',
    element: <Landing />,
    api: {},
    data: [],
    loaded: heading('Quotation, invoice and expense management'),
  },
  {
    name: 'Sign in, with the field messages of an empty form',
    element: <Login />,
    route: '/login',
    api: {},
    data: [],
    loaded: async () => {
      await userEvent.click(await screen.findByRole('button', { name: pseudo('Sign in') }));
      return screen.findByText(pseudo('Email is required.'), {}, { timeout: 5000 });
    },
  },
  {
    name: 'Register, with the field messages of an empty form',
    element: <RegisterAfterRegionalSettings />,
    route: '/register',
    api: {},
    data: ['United Kingdom', 'GBP'],
    loaded: async () => {
      await userEvent.click(await screen.findByRole('button', { name: pseudo('Register') }));
      return screen.findByText(pseudo('Please accept the terms and conditions.'), {}, { timeout: 5000 });
    },
  },
  {
    name: 'Forgot password',
    element: <ForgotPassword />,
    api: {},
    data: [],
    loaded: heading('Forgot Password'),
  },
  {
    name: 'Password confirmation',
    element: <PasswordConfirmation />,
    api: {},
    data: [],
    loaded: heading('Check your mailbox'),
  },
  {
    name: 'Reset password, with the link missing its token',
    element: <ResetPassword />,
    route: '/reset-password',
    api: {},
    data: [],
    loaded: () =>
      screen.findByText(pseudo('This reset link is invalid or has expired. Please request a new one.')),
  },
  {
    name: 'Confirm e-mail, with a link missing its token',
    element: <VerifyEmail />,
    route: '/verify-email',
    api: {},
    data: [],
    loaded: () => screen.findByRole('alert'),
  },
  {
    name: 'Complete profile (business type)',
    element: <CompleteProfile />,
    api: {},
    data: [],
    loaded: heading('Business type'),
  },
  {
    name: 'Profile (sole trader)',
    element: <SoleTrader />,
    api: PROFILE_API,
    data: PROFILE_DATA,
    loaded: () => screen.findByDisplayValue('Green Plumbing', {}, { timeout: 5000 }),
  },
  {
    name: 'Session completed dialog',
    element: <SessionCompletedDialog opened />,
    api: {},
    data: [],
    loaded: () => screen.findByRole('dialog'),
  },
  {
    name: 'Complete registration dialog',
    element: <CompleteRegistrationDialog opened onClose={() => undefined} />,
    api: {},
    data: [],
    loaded: () => screen.findByRole('dialog'),
  },
  {
    name: 'E-mail confirmation note',
    element: <EmailConfirmationBanner />,
    api: PROFILE_API,
    data: PROFILE_DATA,
    loaded: () => screen.findByRole('button', { name: pseudo('Send the link again') }),
  },
];
