// The shared document screens in the pseudo-locale test (test/pseudo-locale.test.tsx, docs/decisions/0241,
// 0253): the invoice's and the quotation's PDF screens and lists, the Payment dialog with its overpayment
// question and its delete question, the client link and history, the e-mails, the e-mail composer, the
// e-invoice panel and the delete/void question.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, pseudo, type PseudoScreen } from '../pseudo-screen';
import {
  emails,
  link,
  ACCEPTED_LINE,
  history,
  einvoiceProblems,
  EINVOICE_DATA,
  FIXTURE_DATA,
} from '../pseudo-fixtures/document-screens';
import { pageOf } from '../mock-api';
import ShowInvoice from '../../features/invoices/routes/show-invoice';
import ListInvoice from '../../features/invoices/routes/list-invoice';
import ShowQuotation from '../../features/quotations/routes/show-quotation';
import ListQuotation from '../../features/quotations/routes/list-quotation';
import {
  invoiceFixture,
  invoiceRowFixture,
  partPaidInvoiceFixture,
  paymentFixture,
} from '../fixtures/invoice-fixture';
import { quotationFixture, quotationRowFixture } from '../fixtures/quotation-fixture';
import { RecordPaymentDialog } from '../../components/document-payments/record-payment-dialog';
import { DeletePaymentModal } from '../../components/document-payments/delete-payment-modal';
import { OverpaymentQuestion } from '../../components/document-payments/overpayment-question';
import { EmailComposerDialog } from '../../components/email-composer/email-composer-dialog';
import { EInvoicePanel } from '../../components/einvoice-panel/einvoice-panel';
import { DeleteOrVoidModal } from '../../components/document-screens/document-confirm-modal';
import { INVOICE_KIND } from '../../lib/documents/kinds/invoice-kind';

const user = userEvent.setup({ delay: null });
const PROFILE = { fullname: 'Alex Baker', company_name: 'Baker Joinery', country_id: 826, currency_id: 826 };
const LONG = { timeout: 10_000 };

const sentInvoice = invoiceFixture({ invoice_status: 'sent', status: 'sent' });
const partPaid = partPaidInvoiceFixture({
  payments: [paymentFixture({ id: 1, submitted_amount: 30, method: 'Cash' })],
});
export const screens: PseudoScreen[] = [
  {
    name: 'Invoice PDF screen (e-mails, e-invoice, client link)',
    element: <ShowInvoice />,
    route: '/show-invoice/INV-000001',
    path: '/show-invoice/:id',
    api: {
      'invoice/ListByInvoiceNumber': ok({ ...sentInvoice, sent_at: '2026-11-26T10:01:00Z' }),
      get_profile: ok(PROFILE),
      'invoice/emails': ok(emails),
      'client_link/get': ok(link),
      'document_events/list': history,
      'invoice/einvoice_check': einvoiceProblems,
    },
    // kind words: T3 (the invoice's Make recurring).
    data: [...FIXTURE_DATA, ...EINVOICE_DATA, 'Make recurring'],
    loaded: async () => {
      await screen.findByText(EINVOICE_DATA[0]!, {}, LONG);
      await screen.findByText(ACCEPTED_LINE, {}, LONG);
      await screen.findByDisplayValue(link.url, {}, LONG);
    },
  },
  {
    name: 'Quotation PDF screen (client answer, link and history)',
    element: <ShowQuotation />,
    route: '/show-quotation/QUO-000001',
    path: '/show-quotation/:id',
    api: {
      'quotation/ListByquotationNumber': ok(
        quotationFixture({
          quotation_status: 'approved',
          status_label: 'Approved',
          sent_at: '2026-11-27T09:00:00Z',
          client_decision: {
            decision: 'approved',
            name: 'Jordan <Smith>',
            note: 'Start on Monday, please.',
            decided_at: '2026-11-28T10:00:00Z',
          },
        }),
      ),
      get_profile: ok(PROFILE),
      'quotation/emails': ok(emails.slice(2)),
      'client_link/get': ok(link),
      'document_events/list': history,
    },
    data: FIXTURE_DATA,
    loaded: async () => {
      await screen.findByText(ACCEPTED_LINE, {}, LONG);
      await screen.findByDisplayValue(link.url, {}, LONG);
      // The question before the client's link is replaced.
      await user.click(screen.getByRole('button', { name: pseudo('New link') }));
      await screen.findByRole('dialog', {}, LONG);
    },
  },
  {
    name: 'Quotation PDF screen before it was sent (no client link yet)',
    element: <ShowQuotation />,
    route: '/show-quotation/QUO-000001',
    path: '/show-quotation/:id',
    api: {
      'quotation/ListByquotationNumber': ok(quotationFixture()),
      get_profile: ok(PROFILE),
      'client_link/get': ok({ url: null, issued_at: null, works: false }),
      'document_events/list': { body: { ...history.body, response: [] } },
    },
    data: FIXTURE_DATA,
    loaded: async () => {
      await screen.findByText(pseudo('Nothing has happened yet.'), {}, LONG);
    },
  },
  {
    name: 'Invoice list (list and grid layouts)',
    element: <ListInvoice />,
    route: '/list-invoice',
    api: {
      get_invoice_list_by_user: (_body, { query }) =>
        pageOf([invoiceRowFixture()], query.get('page'), query.get('limit')),
      get_profile: ok(PROFILE),
    },
    data: FIXTURE_DATA,
    loaded: () => screen.findByRole('radiogroup', { name: pseudo('Layout') }, LONG),
  },
  {
    name: 'Quotation list',
    element: <ListQuotation />,
    route: '/list-quotation',
    api: {
      get_quotation_list_by_user: (_body, { query }) =>
        pageOf([quotationRowFixture()], query.get('page'), query.get('limit')),
      get_profile: ok(PROFILE),
    },
    // kind words: T3 (the quotation card's menus).
    data: [...FIXTURE_DATA, 'Details of QUO-000001', 'Actions for QUO-000001'],
    loaded: () => screen.findByText('QUO-000001', {}, LONG),
  },
  {
    name: 'Payment dialog (recorded payments)',
    element: <RecordPaymentDialog invoiceNumber="INV-000001" onClose={() => undefined} />,
    api: {
      'invoice/ListByInvoiceNumber': ok(partPaid),
      get_payment_options: ok(['Cash', 'Card']),
      get_profile: ok(PROFILE),
    },
    data: FIXTURE_DATA,
    loaded: async () => {
      const dialog = within(await screen.findByRole('dialog', {}, LONG));
      await dialog.findByRole('button', {
        name: pseudo('Edit payment of {amount}').replace('{amount}', '£30.00'),
      });
    },
  },
  {
    name: 'Overpayment question',
    element: (
      <OverpaymentQuestion
        overMinor={1000}
        limitMinor={5258}
        currencySymbol="£"
        sending={false}
        onKeep={() => undefined}
        onChange={() => undefined}
      />
    ),
    api: { get_profile: ok(PROFILE) },
    data: [],
    loaded: () => screen.findByRole('alert', {}, LONG),
  },
  {
    name: 'Delete payment question',
    element: (
      <DeletePaymentModal
        payment={{ key: 'p1', paymentId: 1, date: '2026-11-22', method: 'Cash', amountMinor: 3000, note: '' }}
        currencySymbol="£"
        deleting={false}
        onCancel={() => undefined}
        onConfirm={() => undefined}
      />
    ),
    api: { get_profile: ok(PROFILE) },
    data: FIXTURE_DATA,
    loaded: () => screen.findByRole('dialog', {}, LONG),
  },
  {
    name: 'E-mail composer',
    element: (
      <EmailComposerDialog
        opened
        onClose={() => undefined}
        title="Statement"
        defaults={{ to: 'jordan@acme.co.uk', cc: '', subject: 'Statement', message: 'Hello' }}
        attachmentName="INV-000001.pdf"
        send={async () => undefined}
        sentMessage="Sent"
      />
    ),
    api: { get_profile: ok(PROFILE) },
    // The dialog's title is its caller's (the kind's 'Email Invoice', a report's own).
    data: [...FIXTURE_DATA, 'Statement', 'Hello'],
    loaded: () => screen.findByRole('dialog', {}, LONG),
  },
  {
    name: 'E-invoice panel of a credit note, ready',
    element: <EInvoicePanel kind="credit_note" documentId={4} documentNumber="CN-000004" clientId={7} />,
    api: { 'credit_note/einvoice_check': ok({ ready: true, problems: [] }) },
    data: EINVOICE_DATA,
    loaded: () => screen.findByText(/Factur-X/, {}, LONG),
  },
  {
    name: 'Void question of an invoice',
    element: (
      <DeleteOrVoidModal
        kind={INVOICE_KIND}
        confirm={{ action: 'void', document: { ...sentInvoice } }}
        onClose={() => undefined}
      />
    ),
    api: {},
    data: FIXTURE_DATA,
    loaded: () => screen.findByRole('dialog', {}, LONG),
  },
];
