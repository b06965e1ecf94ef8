// The kinds' own screens in the pseudo-locale test (test/pseudo-locale.test.tsx, docs/decisions/0241 and
// 0254): the invoice, quotation and credit note lists with a card's menu open, the add-credit-note screen
// with a line ticked and the client's part-payment question, the recurring invoices with the Edit schedule
// dialog, and Make recurring on an invoice.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecurringSchedule } from '@tradebook/domain/recurring/recurring.schemas';
import { ok, pseudo, type PseudoScreen } from '../pseudo-screen';
import { pageOf } from '../mock-api';
import ListInvoice from '../../features/invoices/routes/list-invoice';
import ListQuotation from '../../features/quotations/routes/list-quotation';
import ListCreditNotes from '../../features/credit-notes/routes/list-credit-notes';
import AddCreditNote from '../../features/credit-notes/routes/add-credit-note';
import ListRecurring from '../../features/recurring/routes/list-recurring';
import { MakeRecurringAction } from '../../components/recurring-schedule-form/make-recurring-action';
import { invoiceRowFixture, partPaidInvoiceFixture } from '../fixtures/invoice-fixture';
import { quotationRowFixture } from '../fixtures/quotation-fixture';
import { creditNoteRowFixture, sentInvoiceFixture } from '../fixtures/credit-note-fixture';

const user = userEvent.setup({ delay: null });
const LONG = { timeout: 10_000 };
const PROFILE = { fullname: 'Alex Baker', company_name: 'Baker Joinery', country_id: 826, currency_id: 826 };

/** A message with one placeholder as the pseudo-locale shows it filled in. */
const pseudoWith = (english: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), pseudo(english));

/** Month names of the dates (the add screen starts on today's date, whatever the month). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Sept'];
/** What the fixtures hold: names, numbers, e-mails, notes, item names. */
const DATA = [
  'INV-000001',
  'INV-000002',
  'QUO-000001',
  'QUO-000002',
  'CN-000001',
  'CN-000002',
  'Client Co',
  'Jo Client',
  'jo@example.com',
  'Oak board',
  'Fixings',
  'VAT',
  'Levy',
  'Deliver by Friday.',
  'The client has no e-mail address.',
  ...MONTHS,
];

const schedule = (overrides: Partial<RecurringSchedule>): RecurringSchedule => ({
  id: 1,
  schedule_id: 1,
  invoice_id: 1,
  invoice_number: 'INV-000001',
  client_name: 'Client Co',
  total_amount_gross: 82.58,
  currency_symbol: '£',
  frequency: 'monthly',
  start_date: '2026-11-01',
  next_run_date: '2026-12-01',
  end_type: 'never',
  end_after_count: null,
  end_date: null,
  send_mode: 'email',
  status: 'active',
  made_count: 1,
  last_error: null,
  ...overrides,
});

export const screens: PseudoScreen[] = [
  {
    name: 'Invoice list (a card and its menu)',
    element: <ListInvoice />,
    route: '/list-invoice',
    api: {
      get_invoice_list_by_user: pageOf([
        invoiceRowFixture({ invoice_status: 'sent', status: 'sent', notes: 'Deliver by Friday.' }),
        invoiceRowFixture({ id: 2, invoice_number: 'INV-000002', quotation: null }),
      ]),
      get_profile: ok(PROFILE),
    },
    data: DATA,
    loaded: async () => {
      await user.click(
        await screen.findByRole(
          'button',
          { name: pseudoWith('Actions for {number}', { number: 'INV-000001' }) },
          LONG,
        ),
      );
      await screen.findByRole('menuitem', { name: pseudo('Correct this invoice') }, LONG);
    },
  },
  {
    name: 'Quotation list (a card and its menu)',
    element: <ListQuotation />,
    route: '/list-quotation',
    api: {
      get_quotation_list_by_user: pageOf([
        quotationRowFixture({ quotation_status: 'approved', notes: 'Deliver by Friday.', has_note: true }),
        quotationRowFixture({ id: 2, quotation_number: 'QUO-000002' }),
      ]),
      get_profile: ok(PROFILE),
    },
    data: DATA,
    loaded: async () => {
      await user.click(
        await screen.findByRole(
          'button',
          { name: pseudoWith('Actions for {number}', { number: 'QUO-000001' }) },
          LONG,
        ),
      );
      await screen.findByRole('menuitem', { name: pseudo('Convert to invoice') }, LONG);
    },
  },
  {
    name: 'Credit note list',
    element: <ListCreditNotes />,
    route: '/list-credit-notes',
    api: {
      get_credit_note_list_by_user: pageOf([
        creditNoteRowFixture(),
        creditNoteRowFixture({
          id: 6,
          credit_note_number: 'CN-000002',
          credit_note_status: 'sent',
          status: 'sent',
          settlement: 'refunded',
        }),
      ]),
      get_profile: ok(PROFILE),
    },
    data: DATA,
    loaded: () => screen.findByRole('article', { name: 'CN-000002' }, LONG),
  },
  {
    name: 'Add credit note (a line ticked, the part already paid)',
    element: <AddCreditNote />,
    route: '/add-credit-note/INV-000001',
    path: '/add-credit-note/:invoice',
    api: {
      'invoice/ListByInvoiceNumber': ok(
        sentInvoiceFixture({ ...partPaidInvoiceFixture(), total_amount_paid: 80, remaining_due: 2.58 }),
      ),
      get_profile: ok(PROFILE),
    },
    data: DATA,
    loaded: async () => {
      await user.click(
        await screen.findByRole(
          'checkbox',
          { name: pseudoWith('Credit {name}', { name: 'Oak board' }) },
          LONG,
        ),
      );
      await user.click(screen.getByRole('button', { name: pseudo('Issue credit note') }));
      await screen.findByRole('radio', { name: pseudo('Refunded to the client') }, LONG);
    },
  },
  {
    name: 'Add credit note for an invoice that cannot be credited',
    element: <AddCreditNote />,
    route: '/add-credit-note/INV-000001',
    path: '/add-credit-note/:invoice',
    api: {
      'invoice/ListByInvoiceNumber': ok(sentInvoiceFixture({ invoice_type: 'void' })),
      get_profile: ok(PROFILE),
    },
    data: DATA,
    loaded: () => screen.findByText(pseudo('This invoice cannot be credited'), {}, LONG),
  },
  {
    name: 'Recurring invoices (the Edit schedule dialog open)',
    element: <ListRecurring />,
    route: '/recurring-invoices',
    api: {
      'invoice/recurring/list': pageOf([
        schedule({ last_error: 'The client has no e-mail address.' }),
        schedule({
          id: 2,
          invoice_number: 'INV-000002',
          status: 'paused',
          frequency: 'every_2_weeks',
          end_type: 'after',
          end_after_count: 6,
          send_mode: 'draft',
        }),
        schedule({ id: 3, status: 'ended', next_run_date: null, end_type: 'on', end_date: '2026-11-20' }),
      ]),
    },
    data: DATA,
    loaded: async () => {
      const edits = await screen.findAllByRole('button', { name: pseudo('Edit') }, LONG);
      await user.click(edits[1]!);
      await user.click(await screen.findByRole('radio', { name: pseudo('On a date') }, LONG));
      await screen.findByText(pseudo('Last date'), {}, LONG);
    },
  },
  {
    name: 'Recurring invoices (none yet)',
    element: <ListRecurring />,
    route: '/recurring-invoices',
    api: { 'invoice/recurring/list': pageOf([]) },
    data: [],
    loaded: () => screen.findByText(pseudo('No recurring invoices yet'), {}, LONG),
  },
  {
    name: 'Make recurring (the schedule dialog)',
    element: <MakeRecurringAction invoiceId={1} />,
    api: {},
    data: DATA,
    loaded: async () => {
      await user.click(await screen.findByRole('button', { name: pseudo('Make recurring') }, LONG));
      await user.click(
        await screen.findByRole('radio', { name: pseudo('After a number of invoices') }, LONG),
      );
      await screen.findByLabelText(pseudo('Number of invoices'), {}, LONG);
    },
  },
];
