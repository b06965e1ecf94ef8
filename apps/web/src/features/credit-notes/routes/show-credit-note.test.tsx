import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test/choose-option';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { creditNoteFixture } from '../../../test/fixtures/credit-note-fixture';
import ShowCreditNote from './show-credit-note';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });
const note = creditNoteFixture({
  settlement: 'kept_as_credit',
  kept_credit_amount: 1.19,
  applied_amount: 12.58,
});

describe('credit note PDF screen', () => {
  it('shows the PDF, the invoice it credits and what became of it, and e-mails it', async () => {
    const { calls } = mockApi({
      'credit_note/ListByCreditNoteNumber': ok(note),
      'credit_note/emailSent': ok({ ...note, credit_note_status: 'sent', status: 'sent' }),
      get_profile: ok({ fullname: 'Alex Baker', company_name: 'N/A' }),
    });
    renderApp(<ShowCreditNote />, { route: '/show-credit-note/CN-000001', path: '/show-credit-note/:id' });
    const frame = await screen.findByTitle('Credit note CN-000001 PDF');
    expect(frame).toHaveAttribute('src', note.pdfLink);
    expect(screen.getByRole('heading', { name: 'Credit note CN-000001' })).toBeInTheDocument();
    expect(screen.getByText(/Kept as client's credit £1\.19/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INV-000001' })).toHaveAttribute(
      'href',
      '/show-invoice/INV-000001',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/list-credit-notes');

    await user.click(screen.getByRole('button', { name: 'Email Credit Note' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Email Credit Note' }));
    await waitFor(() =>
      expect(dialog.getByLabelText(/^Subject/)).toHaveValue('Credit note CN-000001 from Alex Baker'),
    );
    expect(dialog.getByText('CN-000001.pdf attached')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'credit_note/emailSent')?.body).toMatchObject({
      credit_note_number: 'CN-000001',
      to: 'jo@example.com',
    });
  });

  it('checks the credit note as an e-invoice and downloads it through the credit note calls', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:einvoice');
    URL.revokeObjectURL = vi.fn();
    const { calls } = mockApi({
      'credit_note/ListByCreditNoteNumber': ok(note),
      'credit_note/einvoice_check': (body) => ok({ ready: true, format: body?.format, problems: [] }),
      'credit_note/einvoice': {
        text: '<CreditNote/>',
        headers: {
          'content-type': 'application/xml',
          'content-disposition': 'attachment; filename="CN-000001-ubl.xml"',
        },
      },
    });
    renderApp(<ShowCreditNote />, { route: '/show-credit-note/CN-000001', path: '/show-credit-note/:id' });
    const panel = within(await screen.findByRole('region', { name: 'E-invoice' }));
    expect(
      await panel.findByText('Ready: this credit note passes the Factur-X / ZUGFeRD PDF rules.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'credit_note/einvoice_check')?.body).toEqual({
      credit_note_id: 5,
      format: 'facturx',
    });
    expect(calls.some((call) => call.path.startsWith('invoice/einvoice'))).toBe(false);

    await chooseOption(user, panel.getByRole('combobox', { name: 'Format' }), 'UBL 2.1 XML');
    expect(
      await panel.findByText('Ready: this credit note passes the UBL 2.1 XML rules.'),
    ).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Download e-invoice' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'credit_note/einvoice')?.body).toEqual({
        credit_note_id: 5,
        format: 'ubl',
      }),
    );
  });

  it("lists what keeps the credit note from being an e-invoice, with the client's form to fix it", async () => {
    mockApi({
      'credit_note/ListByCreditNoteNumber': ok(note),
      'credit_note/einvoice_check': ok({
        ready: false,
        format: 'facturx',
        problems: [
          {
            place: 'client',
            field: 'country',
            message: "Choose the client's country in Edit client.",
            rule: 'BR-11',
          },
          {
            place: 'invoice',
            field: '',
            message: 'A credit note e-invoice must name the invoice it credits.',
            rule: '',
          },
        ],
      }),
    });
    renderApp(<ShowCreditNote />, { route: '/show-credit-note/CN-000001', path: '/show-credit-note/:id' });
    const panel = within(await screen.findByRole('region', { name: 'E-invoice' }));
    expect(await panel.findByText(/Choose the client's country in Edit client\./)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Edit the client' })).toHaveAttribute(
      'href',
      // Saving the client comes back to this credit note.
      '/edit-client/7?fix=country&returnTo=%2Fshow-credit-note%2FCN-000001',
    );
    expect(panel.getByText(/must name the invoice it credits/)).toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Edit the invoice' })).not.toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Download e-invoice' })).toBeDisabled();
  });

  it('says when the credit note cannot be found', async () => {
    mockApi({});
    renderApp(<ShowCreditNote />, { route: '/show-credit-note/CN-000009', path: '/show-credit-note/:id' });
    expect(await screen.findByText('The credit note could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to credit notes' })).toHaveAttribute(
      'href',
      '/list-credit-notes',
    );
  });
});
