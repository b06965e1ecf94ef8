// The shared document screens' pseudo-locale fixtures (test/pseudo-screens/document-screens.tsx): an
// invoice's e-mails, client link and history, e-invoice problems, and the fixtures' own words.
import { EINVOICE_FORMAT_LABELS } from '@tradebook/domain/einvoices/einvoice-formats';
import type { DocumentEmail } from '@tradebook/domain/mail/document-emails.schemas';
import { ok, pseudo } from '../pseudo-screen';

export const emails: DocumentEmail[] = [
  {
    id: 3,
    kind: 'reminder',
    to: 'jordan@acme.co.uk',
    subject: 'Reminder',
    state: 'queued',
    attempts: 1,
    error: null,
    queued_at: '2026-11-28T10:00:00Z',
    sent_at: null,
  },
  {
    id: 2,
    kind: 'document',
    to: 'jordan@acme.co.uk',
    subject: 'Invoice INV-000001 from Baker Joinery',
    state: 'failed',
    attempts: 3,
    error: null,
    queued_at: '2026-11-27T10:00:00Z',
    sent_at: null,
  },
  {
    id: 1,
    kind: 'document',
    to: 'jordan@acme.co.uk',
    subject: 'Invoice INV-000001 from Baker Joinery',
    state: 'sent',
    attempts: 1,
    error: null,
    queued_at: '2026-11-26T10:00:00Z',
    sent_at: '2026-11-26T10:01:00Z',
  },
];
export const link = { url: 'http://localhost/d/AAAA', issued_at: '2026-11-27T09:00:00Z', works: true };
export const event = (id: number, type: string, summary: string, count = 1, name = '') => ({
  id,
  type,
  actor: 'client',
  summary,
  note: id === 2 ? 'Start on Monday, please.' : '',
  count,
  document_kind: 'quotation',
  document_id: 1,
  document_number: 'QUO-000001',
  created_at: '2026-11-27T09:00:00Z',
  last_at: '2026-11-28T10:00:00Z',
  read: true,
  name,
  to: '',
  amount: null,
  currency_symbol: '',
  reference: '',
});
/** The history's lines are written from each event's facts in the screen's language, as the bell's are
 * (lib/document-events): the server's English sentences are not shown. */
export const history = {
  body: {
    status: 1,
    message: 'Success',
    response: [
      event(2, 'accepted', 'Accepted by Jordan Smith', 1, 'Jordan Smith'),
      event(1, 'viewed', 'Viewed by the client (3 times)', 3),
    ],
    pagination: { current_page: 1, last_page: 1, per_page: 50, total: 2 },
  },
};
/** The accepted line of the history, as the pseudo-locale writes it. */
export const ACCEPTED_LINE = pseudo('Accepted by ').replace(/⟧$/, 'Jordan Smith⟧');
export const einvoiceProblems = ok({
  ready: false,
  problems: [
    { place: 'profile', field: 'vat_number', message: 'Your VAT number is missing.' },
    { place: 'tax', field: null, message: 'Choose your tax scheme.' },
    { place: 'bank', field: 'iban', message: 'Your IBAN is missing.' },
    { place: 'einvoice', field: null, message: 'Choose a buyer reference.' },
    { place: 'client', field: 'address', message: "The client's address is missing." },
  ],
});
export const EINVOICE_DATA = [
  'Your VAT number is missing.',
  'Choose your tax scheme.',
  'Your IBAN is missing.',
  'Choose a buyer reference.',
  "The client's address is missing.",
  // The formats' own names.
  ...Object.values(EINVOICE_FORMAT_LABELS),
];
/** What the fixtures hold: names, numbers, e-mails, the e-mails' subjects, the payment method. */
export const FIXTURE_DATA = [
  'Jordan Smith',
  'Jordan <Smith>',
  'Start on Monday, please.',
  'jordan@acme.co.uk',
  'Invoice INV-000001 from Baker Joinery',
  'INV-000001',
  'QUO-000001',
  'Alex Baker',
  'Baker Joinery',
  'Client Co',
  'jo@example.com',
  'Cash',
  'Card',
  'UTC',
  'Nov',
];
