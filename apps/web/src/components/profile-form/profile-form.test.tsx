import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { CompanyType } from '@tradebook/domain/profile/profile.schemas';
import { ProfileForm } from './profile-form';

const NEW_USER = {
  id: 7,
  user_id: 7,
  email: 'sam@example.com',
  fullname: 'Sam Green',
  welcomename: 'Sam Green',
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
    phone1: '',
    phone2: '',
    mobile: '',
    website: '',
  },
  subscription_details: { noOfDaysRemaining: null, subscription_type: 'N/A' },
  no_of_days_of_free_usage: 30,
  is_profile_complete: false,
};

interface Call {
  method: string;
  url: string;
  body: FormData | string | undefined;
}

let calls: Call[];
/** The user get_profile answers (before the save). */
let storedUser: Omit<typeof NEW_USER, 'business_category_id'> & { business_category_id: number | null };

const envelope = (response: unknown, message: unknown = 'Success') =>
  new Response(JSON.stringify({ status: 1, message, response }), {
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  calls = [];
  storedUser = NEW_USER;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body as FormData | string | undefined });
      if (url.endsWith('/get_profile')) return envelope(storedUser);
      if (url.endsWith('/get_business_category')) {
        const list = [
          { id: 7, name: 'Cleaning' },
          { id: 21, name: 'Plumbing & heating' },
        ];
        return envelope(list, list);
      }
      if (url.endsWith('/get_states')) return envelope([{ id: 'GB-ENG', name: 'England' }]);
      if (url.endsWith('/get_new_country_list'))
        return envelope([{ id: 826, name: 'United Kingdom', code: 'GB' }]);
      if (url.endsWith('/update_profile')) {
        return envelope(
          { ...storedUser, company_name: 'Sam Cleans', companytype: 'Sole Trader' },
          'Profile update Complete.',
        );
      }
      return new Response(JSON.stringify({ status: 0, message: 'Resource not found' }), { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(companyType: CompanyType) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ProfileForm companyType={companyType} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A field by its visible label; a required one's label also shows an asterisk (hidden from screen readers). */
const field = (label: string) => screen.findByLabelText(new RegExp(`^${label}( \\*)?$`));

const ALL_MESSAGES = [
  'Business category is required',
  'Postal address is required',
  'Street name is required',
  'State is required',
  'Zip code is required',
  'Phone number is required',
  'Mobile number is required',
  'Company name is required',
];
const SOLE_TRADER_MESSAGES = [
  'Business category is required',
  'Mobile number is required',
  'Company name is required',
];

describe('the company profile form', () => {
  it('shows every inline message for a limited company and the toast, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm('Limited Company');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    for (const message of ALL_MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/update_profile'))).toBe(false);
  });

  it('asks a sole trader only for business category, mobile and company name', async () => {
    const user = userEvent.setup();
    renderForm('Sole Trader');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    for (const message of SOLE_TRADER_MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument();
    for (const message of ALL_MESSAGES.filter((m) => !SOLE_TRADER_MESSAGES.includes(m))) {
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    }
  });

  it('saves a sole trader with only the three required fields, then closes the session', async () => {
    const user = userEvent.setup();
    renderForm('Sole Trader');
    await user.type(await field('Company name'), 'Sam Cleans');
    await user.type(await field('Mobile number'), '07123 456790');
    await user.click(await field('Business category'));
    await user.click(await screen.findByRole('option', { name: 'Cleaning' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/update_profile'))).toBe(true));
    const sent = calls.find((call) => call.url.endsWith('/update_profile'));
    expect(sent?.method).toBe('POST');
    const body = sent?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({
      fullname: 'Sam Green',
      business_category_id: '7',
      postal_address: '',
      street2: '',
      city: '',
      state: '',
      zip: '',
      phone1: '',
      mobile: '07123 456790',
      website: '',
      companyname: 'Sam Cleans',
      companytype: 'Sole Trader',
      is_logo: 'N',
    });
    expect(await screen.findByText('Profile update Complete.')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Session Completed' });
    expect(
      within(dialog).getByText(
        'This session will close now. Please log in, and your profile will be completed.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it("keeps a complete profile's owner signed in after a later save and says 'Save data Successful.'", async () => {
    storedUser = {
      ...NEW_USER,
      company_name: 'Sam Cleans',
      companytype: 'Sole Trader',
      business_category_id: 7,
      address_details: { ...NEW_USER.address_details, phone2: '07123 456790' },
      is_profile_complete: true,
    };
    const user = userEvent.setup();
    renderForm('Sole Trader');
    const companyName = await field('Company name');
    expect(companyName).toHaveValue('Sam Cleans');
    await user.clear(companyName);
    await user.type(companyName, 'Sam Cleans Ltd');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Save data Successful.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/update_profile'))).toHaveLength(1);
    expect(screen.queryByText('Profile update Complete.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Session Completed' })).not.toBeInTheDocument();
  });

  it('labels every field with its visible text', async () => {
    renderForm('Limited Company');
    for (const label of [
      'Company name',
      'Business category',
      'Full name',
      'Mobile number',
      'Phone number',
      'Website',
      'Postal address',
      'Street name',
      // A British business's address boxes (issue 14: labels follow the country).
      'County',
      'Postcode',
      'Logo',
    ]) {
      expect(await field(label)).toBeInTheDocument();
    }
  });
});
