import { PHONE_MESSAGES } from '@tradebook/domain/api/phone-number';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi, type ApiCall } from '../../../test/render-screen';
import AddClient from '../routes/add-client';
import EditClient from '../routes/edit-client';

// Typing without a pause between keys keeps the form tests quick.
const user = userEvent.setup({ delay: null });
// Mantine forms in jsdom take a few seconds a test on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });

const STATES: Record<string, { id: string; name: string }[]> = {
  '826': [
    { id: 'GB-ENG', name: 'England' },
    { id: 'GB-SCT', name: 'Scotland' },
  ],
  '356': [
    { id: 'IN-KA', name: 'Karnataka' },
    { id: 'IN-KL', name: 'Kerala' },
  ],
};

const savedClient = {
  id: 9,
  client_id: 9,
  address_id: 9,
  full_name: 'Priya Shah',
  email: 'priya@example.com',
  phone1: '',
  phone2: '',
  business_name: 'Shah Design',
  country: 'United Kingdom',
  postal_address: '1 Market Street',
  street1: '1 Market Street',
  street2: '',
  state: 'England',
  zip: '',
  notes: 'N/A',
  website: '',
  created_at: '2026-11-21T10:00:00.000Z',
};

function fakeServer(call: ApiCall) {
  if (call.path === 'get_new_country_list')
    return [
      { id: 356, name: 'India', code: 'IN' },
      { id: 826, name: 'United Kingdom', code: 'GB' },
    ];
  if (call.path === 'get_states') return STATES[String(call.body?.country_id)] ?? [];
  if (call.path === 'getClientDetailByClientId') return savedClient;
  if (call.path === 'create_client' || call.path === 'update_client') return { ...savedClient, ...call.body };
  throw new Error(`unexpected call ${call.method} ${call.path}`);
}

const listPage = <div>Client list page</div>;
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The input of a labelled field (a select's option list carries the same label). */
const field = (label: string) => {
  const input = screen
    .getAllByLabelText(label, { exact: false })
    .find((element) => element.tagName === 'INPUT' || element.tagName === 'TEXTAREA');
  if (!input) throw new Error(`no input labelled ${label}`);
  return input;
};

async function choose(label: string, option: string) {
  await waitFor(() => expect(field(label)).toBeEnabled());
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('add client', () => {
  it("shows the spec's messages and sends nothing until they are fixed", async () => {
    const calls = stubApi(fakeServer);
    renderScreen({ '/add-client': <AddClient />, '/list-clients': listPage }, '/add-client');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Full Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();

    await user.type(field('Full Name'), 'Priya Shah');
    await user.type(field('Email'), 'priya+x@example');
    await user.type(field('Phone'), '020 79x6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Phone number must contain digits only.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'create_client')).toBe(false);
  });

  it("reads a phone against the business's country: a mistyped one is told next to it, a spaced one sent", async () => {
    const britishBusiness = (call: ApiCall) =>
      call.path === 'get_profile' ? { country_id: 826, currency_id: 826 } : fakeServer(call);
    const calls = stubApi(britishBusiness);
    renderScreen({ '/add-client': <AddClient />, '/list-clients': listPage }, '/add-client');
    await user.type(field('Full Name'), 'Priya Shah');
    await user.type(field('Email'), 'priya@example.com');
    await waitFor(() => expect(calls.some((call) => call.path === 'get_profile')).toBe(true));
    await user.type(field('Phone'), '123 45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PHONE_MESSAGES.invalid)).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'create_client')).toBe(false);

    await user.clear(field('Phone'));
    await user.type(field('Phone'), '(020) 7946-0958');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'create_client')).toBe(true));
    expect(calls.find((call) => call.path === 'create_client')?.body).toMatchObject({
      phone1: '(020) 7946-0958',
    });
  });

  it('reloads the state list when the country changes and saves names', async () => {
    const calls = stubApi(fakeServer);
    renderScreen({ '/add-client': <AddClient />, '/list-clients': listPage }, '/add-client');
    await user.type(field('Full Name'), 'Priya Shah');
    await user.type(field('Email'), 'Priya@Example.com');

    await choose('Country', 'United Kingdom');
    // The boxes take the names the client's country uses (issue 14).
    expect(field('Postcode')).toBeInTheDocument();
    await choose('County', 'England');
    expect(field('County')).toHaveValue('England');

    await choose('Country', 'India');
    await waitFor(() => expect(field('State')).toHaveValue(''));
    expect(field('PIN code')).toBeInTheDocument();
    await choose('State', 'Karnataka');
    expect(calls.filter((call) => call.path === 'get_states').map((call) => call.body)).toEqual([
      { country_id: 826 },
      { country_id: 356 },
    ]);

    await user.type(field('Postal Address'), '12 MG Road');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Client list page')).toBeInTheDocument();
    expect(screen.getByText('Create client Successful.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'create_client')?.body).toMatchObject({
      full_name: 'Priya Shah',
      email: 'Priya@Example.com',
      country: 'India',
      state: 'Karnataka',
      postal_address: '12 MG Road',
    });
  });
});

describe('the form of a British business', () => {
  const britishBusiness = (call: ApiCall) =>
    call.path === 'get_profile' ? { country_id: 826, currency_id: 826 } : fakeServer(call);

  it("starts a new client in the business's country, with the address first and 'E-invoicing' closed", async () => {
    stubApi(britishBusiness);
    renderScreen({ '/add-client': <AddClient />, '/list-clients': listPage }, '/add-client');
    await waitFor(() => expect(field('Country')).toHaveValue('United Kingdom'), { timeout: 8000 });
    expect(field('Postcode')).toBeInTheDocument();
    const labels = Array.from(document.querySelectorAll('form label')).map((label) => label.textContent);
    expect(labels.indexOf('Country')).toBeLessThan(labels.findIndex((text) => text?.startsWith('Email')));
    expect(screen.getByRole('button', { name: 'E-invoicing' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("refuses '12345' as a British client's phone, says why next to it and puts the focus there", async () => {
    const calls = stubApi(britishBusiness);
    renderScreen({ '/add-client': <AddClient />, '/list-clients': listPage }, '/add-client');
    await waitFor(() => expect(field('Country')).toHaveValue('United Kingdom'), { timeout: 8000 });
    await user.type(field('Full Name'), 'Priya Shah');
    await user.type(field('Email'), 'priya@example.com');
    await user.type(field('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const reason =
      'Too short for a phone number in United Kingdom. Check the digits, or start with + and the country code.';
    await waitFor(() => expect(field('Phone')).toHaveAccessibleDescription(reason));
    await waitFor(() => expect(field('Phone')).toHaveFocus());
    expect(calls.some((call) => call.path === 'create_client')).toBe(false);
  });

  it("opens 'E-invoicing' by itself for a client that has an electronic address", async () => {
    stubApi((call) =>
      call.path === 'getClientDetailByClientId'
        ? { ...savedClient, einvoice_scheme: '0088', einvoice_address: '5790000435975' }
        : britishBusiness(call),
    );
    renderScreen({ '/edit-client/:id': <EditClient />, '/list-clients': listPage }, '/edit-client/9');
    expect(await screen.findByDisplayValue('5790000435975')).toBeVisible();
    expect(screen.getByRole('button', { name: 'E-invoicing' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('edit client', () => {
  it('loads the client with its state and saves the changes', async () => {
    const calls = stubApi(fakeServer);
    renderScreen({ '/edit-client/:id': <EditClient />, '/list-clients': listPage }, '/edit-client/9');
    expect(await screen.findByDisplayValue('Priya Shah')).toBeInTheDocument();
    await waitFor(() => expect(field('County')).toHaveValue('England'));
    expect(
      within(screen.getByRole('form', { name: 'Edit client' })).getByDisplayValue('1 Market Street'),
    ).toBeInTheDocument();

    await user.clear(field('Email'));
    await user.type(field('Email'), 'priya.shah@example.com');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Client list page')).toBeInTheDocument();
    expect(screen.getByText('Client updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'update_client')?.body).toMatchObject({
      client_id: 9,
      email: 'priya.shah@example.com',
      country: 'United Kingdom',
      state: 'England',
    });
  });

  it('checks the e-mail like add client, next to the field, and sends nothing', async () => {
    const calls = stubApi(fakeServer);
    renderScreen({ '/edit-client/:id': <EditClient />, '/list-clients': listPage }, '/edit-client/9');
    expect(await screen.findByDisplayValue('Priya Shah')).toBeInTheDocument();

    await user.clear(field('Email'));
    await user.type(field('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const message = await screen.findByText('Please enter a valid email address.');
    // Mantine links the message to its input: it is read with the field, not somewhere else on the page.
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(message).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'update_client')).toBe(false);
  });
});
