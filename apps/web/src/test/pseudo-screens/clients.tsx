// The client screens in the pseudo-locale test (test/pseudo-locale.test.tsx, docs/decisions/0241): the
// list (with its More menu, and empty), Add client, Edit client (its e-invoice fields open, and a client
// not found), the import dialog's steps and the Export menu with a file being made.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Client } from '@tradebook/domain/clients/clients.schemas';
import type { ImportPreview } from '@tradebook/domain/imports/imports.schemas';
import type { Profile } from '@tradebook/domain/profile/profile-answer.schemas';
import ListClients from '../../features/clients/routes/list-clients';
import AddClient from '../../features/clients/routes/add-client';
import EditClient from '../../features/clients/routes/edit-client';
import { ImportDialog } from '../../components/import-dialog/import-dialog';
import { ImportMappingStep } from '../../components/import-dialog/import-mapping';
import { ImportErrors } from '../../components/import-dialog/import-errors';
import { ExportMenu } from '../../components/export-menu/export-menu';
import { pageOf } from '../mock-api';
import { ok, pseudo, type PseudoScreen } from '../pseudo-screen';
import { COUNTRIES, CURRENCIES } from './settings';

const user = userEvent.setup({ delay: null });
const PROFILE = { id: 1, fullname: 'Alex Baker', country_id: 826, currency_id: 826, language: 'us' };
const LOOKUPS = {
  get_new_country_list: ok(COUNTRIES),
  get_currency_list: ok(CURRENCIES),
  get_profile: ok(PROFILE as unknown as Profile),
  get_states: ok([{ id: 1, name: 'Kent' }]),
};
/** The lookups' names, and the document languages named in themselves. */
const LOOKUP_DATA = [
  ...['United Kingdom', 'Germany', 'British Pound', 'Euro', 'GBP', 'EUR', 'Kent'],
  ...['English', 'Deutsch', 'Français', 'Español', 'Nederlands'],
];

const client = (id: number, overrides: Partial<Client> = {}): Client => ({
  id,
  client_id: id,
  address_id: id,
  full_name: `Jordan Smith ${id}`,
  email: `jordan${id}@example.com`,
  phone1: '',
  phone2: '',
  business_name: id === 1 ? 'Smith Builders' : '',
  country: 'United Kingdom',
  postal_address: '1 High Street',
  street1: '',
  street2: '',
  state: 'Kent',
  zip: 'CT1 1AA',
  notes: id === 1 ? 'Prefers e-mail' : 'N/A',
  website: '',
  city: 'Canterbury',
  vat_number: '',
  buyer_reference: '',
  einvoice_scheme: '',
  einvoice_address: '',
  language: 'us',
  created_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});
const CLIENTS = Array.from({ length: 12 }, (_, index) => client(index + 1));
const CLIENT_DATA = [
  'Smith Builders',
  // The printed list's address line.
  '1 High Street, Kent, CT1 1AA, United Kingdom',
  ...CLIENTS.flatMap((one) => [one.full_name, one.email]),
  '1 High Street',
  'CT1 1AA',
  'Canterbury',
  'Prefers e-mail',
];

const preview: ImportPreview = {
  kind: 'clients',
  columns: ['Client Name', 'Contact Email', ''],
  fields: [
    { name: 'full_name', label: 'Full name', required: true },
    { name: 'email', label: 'Email', required: true },
  ],
  mapping: { full_name: [0], email: [1] },
  rows: [['Ada Lovelace', 'ada@example.com', '']],
  total_rows: 1,
};
/** The file's column names and rows, and a row's message (the server's, docs/decisions/0217). */
const IMPORT_DATA = ['Client Name', 'Contact Email', 'Ada Lovelace', 'ada@example.com'];
const ROW_MESSAGE = 'Please enter a valid email address.';

/** Edit client reads the client's id from its route. */
const editRoute = (id: number) => (
  <Routes location={{ pathname: `/edit-client/${id}`, search: id === 1 ? '?fix=buyer_reference' : '' }}>
    <Route path="/edit-client/:id" element={<EditClient />} />
  </Routes>
);

export const screens: PseudoScreen[] = [
  {
    name: 'Client list (its More menu open)',
    element: <ListClients />,
    route: '/list-clients',
    api: {
      ...LOOKUPS,
      get_clients: (_body, { query }) => pageOf(CLIENTS, query.get('page'), query.get('limit')),
    },
    data: CLIENT_DATA,
    loaded: async () => {
      const note = pseudo('Note for {name}').replace('{name}', 'Jordan Smith 1');
      await screen.findByRole('button', { name: note }, { timeout: 5000 });
      await user.click(screen.getByRole('button', { name: pseudo('More') }));
      return screen.findByRole('menuitem', { name: pseudo('Download CSV') });
    },
  },
  {
    name: 'Client list (empty)',
    element: <ListClients />,
    route: '/list-clients',
    api: { ...LOOKUPS, get_clients: pageOf([]) },
    data: [],
    loaded: () => screen.findByText(pseudo('No clients yet'), {}, { timeout: 5000 }),
  },
  {
    name: 'Add client',
    element: <AddClient />,
    route: '/add-client',
    api: LOOKUPS,
    data: LOOKUP_DATA,
    loaded: () =>
      screen.findByPlaceholderText(
        pseudo('Choose a {place_lower}').replace('{place_lower}', pseudo('County').toLowerCase()),
        {},
        { timeout: 5000 },
      ),
  },
  {
    name: 'Edit client (sent to fix its buyer reference)',
    element: editRoute(1),
    api: {
      ...LOOKUPS,
      getClientDetailByClientId: ok(client(1, { buyer_reference: '04011000-1234512345-06' })),
    },
    data: LOOKUP_DATA,
    loaded: () =>
      screen.findByText(pseudo('Your e-invoices to this client need this.'), {}, { timeout: 5000 }),
  },
  {
    name: 'Edit client (not found)',
    element: editRoute(2),
    api: {
      ...LOOKUPS,
      getClientDetailByClientId: { status: 404, body: { status: 0, message: 'Not found' } },
    },
    data: [],
    loaded: () => screen.findByText(pseudo('Client not found'), {}, { timeout: 5000 }),
  },
  {
    name: 'Import dialog',
    element: <ImportDialog kind="clients" opened onClose={() => undefined} onImported={() => undefined} />,
    api: {},
    data: [],
    loaded: () => screen.findByText(pseudo('File'), {}, { timeout: 5000 }),
  },
  {
    name: 'Import dialog: the mapping step',
    element: <ImportMappingStep preview={preview} mapping={{ full_name: [0] }} onChange={() => undefined} />,
    api: {},
    data: IMPORT_DATA,
    loaded: () => screen.findByRole('table', {}, { timeout: 5000 }),
  },
  {
    name: 'Import dialog: the rows at fault',
    element: (
      <ImportErrors
        errors={[
          { row: 3, field: 'email', message: ROW_MESSAGE },
          { row: 5, field: 'email', message: ROW_MESSAGE },
        ]}
        errorCount={3}
        labels={{ email: pseudo('Email') }}
      />
    ),
    api: {},
    data: [...IMPORT_DATA, ROW_MESSAGE],
    loaded: () => screen.findByRole('list', {}, { timeout: 5000 }),
  },
  {
    name: 'Export menu (open, then a file being made)',
    element: <ExportMenu requestLink={() => new Promise<string>(() => undefined)} />,
    api: {},
    data: [],
    loaded: async () => {
      await user.click(await screen.findByRole('button', { name: pseudo('Export') }));
      const [csv] = await screen.findAllByRole('menuitem', {}, { timeout: 5000 });
      await user.click(csv as HTMLElement);
      return screen.findByTestId('export-progress');
    },
  },
];
