// Every tab of Settings but General (test/pseudo-screens/settings.tsx) in the pseudo-locale test
// (test/pseudo-locale.test.tsx, docs/decisions/0241): Profile, Control Panel, Tax and Registration with the
// VAT and income-tax part, Banking with the Stripe section (connected and not), Reminders and E-invoices.
import { screen } from '@testing-library/react';
import type { Profile } from '@tradebook/domain/profile/profile-answer.schemas';
import Setting from '../../features/settings/routes/setting';
import { StripeSection } from '../../features/settings/components/stripe-section';
import { ok, pseudo, type PseudoScreen } from '../pseudo-screen';
import { COUNTRIES, CURRENCIES } from './settings';

const PROFILE = {
  id: 1,
  fullname: 'Alex Baker',
  email: 'alex@example.com',
  country_id: 826,
  currency_id: 826,
  language: 'us',
  companytype: 'N/A',
} as unknown as Profile;
const LOOKUPS = {
  get_new_country_list: ok(COUNTRIES),
  get_currency_list: ok(CURRENCIES),
  get_profile: ok(PROFILE),
};
const NOT_CONNECTED = { connected: false, key_last4: null, mode: null, connected_at: null };
const CONNECTED = { connected: true, key_last4: '9Q4x', mode: 'test', connected_at: '2026-11-21T10:00:00Z' };
const BANK = {
  is_banking_info_available: 1,
  accountant_name: 'Alex Baker',
  branch_code: '12-34-56',
  account_number: '12345678',
  is_international_banking_info_enable: 1,
  swift_code: 'ABCDGB2L',
  iban_number: 'GB33BUKB20201555555555',
  is_paypal_info_enable: 0,
  paypal_id: '',
};
const TAX = {
  tax1_name: 'VAT',
  tax1_rate: 20,
  is_tax1_enable: 1,
  tax2_name: 'Tax-2',
  tax2_rate: 0,
  is_tax2_enable: 0,
  registration_number: '',
  tax_number: '',
};
const TAX_SCHEME = {
  vat_period: 'quarterly',
  period_end_month: 3,
  accounting_basis: 'invoice',
  flat_rate_scheme: 1,
  flat_rate: 12.5,
  tax_year_start: '04-06',
  income_tax_rate: 20,
};
const EINVOICE = {
  endpoint_scheme: '',
  endpoint_id: '',
  tax_registration_id: '',
  vat_exemption_reason: '',
  email_attachment: 'pdf',
};
/** The owner's own reminder messages. */
const REMINDERS = [
  { enabled: true, timing: 'before', days: 3, message: 'Due soon, thank you.' },
  { enabled: false, timing: 'after', days: 7, message: 'Now overdue, please pay.' },
];
/** The month names are written by Intl, which has no pseudo-locale. */
const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1)),
);
const PLAN_TABS = { subscription: null, voucher: null };
/** The British business's tax words (lib/tax-words, ADR 0226), from the screen-words catalogue. */
const UTR_HINT = pseudo(
  'Your Unique Taxpayer Reference (UTR) from HMRC; a limited company, its Companies House number.',
);

const tab = (
  name: string,
  value: string,
  api: PseudoScreen['api'],
  loaded: () => Promise<unknown>,
  data: string[] = [],
): PseudoScreen => ({
  name: `Settings: ${name}`,
  element: <Setting planTabs={PLAN_TABS} />,
  route: `/setting?tab=${value}`,
  api: { ...LOOKUPS, ...api },
  data,
  loaded,
});

export const screens: PseudoScreen[] = [
  tab('Profile', 'profile', {}, () =>
    screen.findByText(pseudo('Please complete your profile by clicking here'), {}, { timeout: 5000 }),
  ),
  tab(
    'Control Panel',
    'control-panel',
    { get_terms_days: ok({ invoice_days: 30, quotation_days: 14 }) },
    () => screen.findByRole('button', { name: pseudo('Update') }, { timeout: 5000 }),
  ),
  tab(
    'Tax and Registration',
    'tax',
    { 'tax/get_details': ok(TAX), 'tax/get_settings': ok(TAX_SCHEME) },
    async () => {
      await screen.findByRole('button', { name: pseudo('Update VAT settings') }, { timeout: 5000 });
      return screen.findByText(UTR_HINT, {}, { timeout: 5000 });
    },
    MONTHS,
  ),
  tab(
    'Banking and Paypal',
    'bank',
    { 'bank/get_details': ok(BANK), 'payment_gateway/get_details': ok(CONNECTED) },
    () => screen.findByRole('button', { name: pseudo('Disconnect') }, { timeout: 5000 }),
  ),
  {
    name: 'Settings: Stripe section (not connected)',
    element: <StripeSection />,
    api: { 'payment_gateway/get_details': ok(NOT_CONNECTED) },
    data: [],
    loaded: () => screen.findByRole('button', { name: pseudo('Connect Stripe') }, { timeout: 5000 }),
  },
  tab(
    'Reminders',
    'reminders',
    { get_reminder_settings: ok({ reminders: REMINDERS }) },
    () => screen.findByRole('button', { name: pseudo('Add a reminder') }, { timeout: 5000 }),
    REMINDERS.map((reminder) => reminder.message),
  ),
  tab(
    'E-invoices (sent to fix a field)',
    'einvoice&fix=endpoint_id',
    { 'einvoice/get_settings': ok(EINVOICE) },
    () => screen.findByText(pseudo('Your e-invoices need this.'), {}, { timeout: 5000 }),
  ),
];
