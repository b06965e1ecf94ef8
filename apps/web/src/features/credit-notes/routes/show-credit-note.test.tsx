import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { creditNoteFixture } from '../testing/credit-note-fixture';
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
