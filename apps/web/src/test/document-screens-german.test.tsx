// The Payment dialog and the e-mail composer in German (issue 28, ADR 0247, 0253): their labels and the
// domain's messages next to the fields come from the German catalogues.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../lib/i18n/i18n';
import { mockApi } from './mock-api';
import { renderApp } from './render';
import { partPaidInvoiceFixture, paymentFixture } from './fixtures/invoice-fixture';
import { EmailComposerDialog } from '../components/email-composer/email-composer-dialog';
import { RecordPaymentDialog } from '../components/document-payments/record-payment-dialog';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('us');
});

describe('payments and e-mails in German', () => {
  it("writes the Payment dialog and the domain's field messages in German", async () => {
    await switchLanguage('de');
    mockApi({
      'invoice/ListByInvoiceNumber': ok(
        partPaidInvoiceFixture({ payments: [paymentFixture({ id: 1, submitted_amount: 30 })] }),
      ),
      get_payment_options: ok(['Bar', 'Karte']),
      get_profile: ok({ fullname: 'Alex Baker', company_name: 'Holz GmbH' }),
    });
    renderApp(<RecordPaymentDialog invoiceNumber="INV-000001" onClose={() => undefined} />);

    const dialog = within(await screen.findByRole('dialog', { name: 'Zahlung' }));
    expect(dialog.getByRole('heading', { name: 'Erfasste Zahlungen' })).toBeInTheDocument();
    expect(dialog.getByText('Insgesamt bezahlt')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Dialog schließen' })).toBeInTheDocument();
    await user.clear(dialog.getByRole('textbox', { name: 'Zahlungsbetrag' }));
    await user.click(dialog.getByRole('button', { name: 'Zahlung erfassen' }));
    expect(await dialog.findByText('Die Zahlungsart ist erforderlich')).toBeInTheDocument();
    expect(dialog.getByText('Der Zahlungsbetrag ist erforderlich.')).toBeInTheDocument();
  });

  it("writes the composer and the schema's messages in German", async () => {
    await switchLanguage('de');
    mockApi({});
    const send = vi.fn();
    renderApp(
      <EmailComposerDialog
        opened
        onClose={() => undefined}
        title="Rechnung per E-Mail senden"
        defaults={{ to: '', cc: 'nicht-gültig', subject: 'Rechnung', message: 'Hallo' }}
        attachmentName="INV-000001.pdf"
        send={send}
        sentMessage="Gesendet"
      />,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Rechnung per E-Mail senden' }));
    expect(dialog.getByText('INV-000001.pdf angehängt')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Senden' }));
    expect(
      await dialog.findByText('Bitte geben Sie die E-Mail-Adresse des Empfängers ein.'),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('Bitte geben Sie unter Cc gültige E-Mail-Adressen ein, durch Kommas getrennt.'),
    ).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});
