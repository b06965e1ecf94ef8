import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { quotationFixture } from '../../../test/fixtures/quotation-fixture';
import ShowQuotation from './show-quotation';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });
const quotation = quotationFixture();

function show() {
  const api = mockApi({
    'quotation/ListByquotationNumber': ok(quotation),
    'quotation/emailSent': ok({ ...quotation, quotation_status: 'sent' }),
    get_profile: ok({ fullname: 'Alex Baker', company_name: 'Baker & Sons' }),
  });
  renderApp(<ShowQuotation />, { route: '/show-quotation/QUO-000001', path: '/show-quotation/:id' });
  return api;
}

describe('quotation PDF preview', () => {
  it('shows the signed PDF link in a frame 1200 px high, with Back to the edit screen', async () => {
    const { calls } = show();
    const frame = await screen.findByTitle('Quotation QUO-000001 PDF');
    expect(frame).toHaveAttribute('src', quotation.pdfLink);
    expect(frame).toHaveStyle({ height: '1200px' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/edit-quotation/QUO-000001');
    expect(calls[0]?.body).toEqual({ quotation_number: 'QUO-000001' });
  });

  it('e-mails the quotation through the composer, prefilled with the default words', async () => {
    const { calls } = show();
    await user.click(await screen.findByRole('button', { name: 'Email Quotation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Email Quotation' }));
    expect(dialog.getByLabelText(/^To/)).toHaveValue(quotation.client.email);
    await waitFor(() =>
      expect(dialog.getByLabelText(/^Subject/)).toHaveValue('Quotation QUO-000001 from Baker & Sons'),
    );
    const message = (dialog.getByLabelText(/^Message/) as HTMLTextAreaElement).value;
    expect(message).toMatch(/^Dear .+,\n\nPlease find attached quotation QUO-000001 dated 21 Nov 2026 for £/);
    expect(dialog.getByText('QUO-000001.pdf attached')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'quotation/emailSent')).toBe(false);

    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'quotation/emailSent')?.body).toEqual({
      quotation_number: 'QUO-000001',
      to: quotation.client.email,
      cc: '',
      subject: 'Quotation QUO-000001 from Baker & Sons',
      message,
    });
  });

  it('explains a blocked popup when the PDF cannot open in a new tab', async () => {
    show();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Open in new tab' }));
    expect(open).toHaveBeenCalledWith(quotation.pdfLink, '_blank');
    expect(alert).toHaveBeenCalledWith(
      'Your browser blocked the popup. Please allow popups for this site and try again.',
    );

    alert.mockClear();
    const tab = { opener: window } as unknown as Window;
    open.mockReturnValue(tab);
    await user.click(screen.getByRole('button', { name: 'Open in new tab' }));
    expect(alert).not.toHaveBeenCalled();
    expect(tab.opener).toBeNull();
    open.mockRestore();
    alert.mockRestore();
  });
});

describe("the quotation's client link and history", () => {
  const answered = quotationFixture({
    quotation_status: 'approved',
    status_label: 'Approved',
    sent_at: '2026-11-27T09:00:00Z',
    client_decision: {
      decision: 'approved',
      name: 'Jordan <Smith>',
      note: 'Start on Monday, please.',
      decided_at: '2026-11-28T10:00:00Z',
    },
  });
  const link = { url: 'http://localhost/d/AAAA', issued_at: '2026-11-27T09:00:00Z', works: true };
  const history = [
    {
      id: 3,
      type: 'accepted',
      actor: 'client',
      summary: 'Accepted by Jordan <Smith>',
      note: 'Start on Monday, please.',
      name: 'Jordan <Smith>',
    },
    { id: 2, type: 'viewed', actor: 'client', summary: 'Viewed by the client (3 times)', note: '', count: 3 },
    {
      id: 1,
      type: 'sent',
      actor: 'owner',
      summary: 'E-mailed to jordan@acme.co.uk',
      note: '',
      to: 'jordan@acme.co.uk',
    },
  ].map((event) => ({
    count: 1,
    document_kind: 'quotation',
    document_id: answered.id,
    document_number: answered.quotation_number,
    created_at: '2026-11-27T09:00:00Z',
    last_at: '2026-11-28T10:00:00Z',
    read: true,
    name: '',
    to: '',
    amount: null,
    currency_symbol: '',
    reference: '',
    ...event,
  }));

  it("shows the client's answer, the link and the history, and replaces the link after asking", async () => {
    const { calls } = mockApi({
      'quotation/ListByquotationNumber': ok(answered),
      get_profile: ok({ fullname: 'Alex Baker', company_name: 'Baker & Sons' }),
      'client_link/get': ok(link),
      'client_link/replace': {
        body: {
          status: 1,
          message: 'A new link was made; the old one no longer opens the document.',
          response: { ...link, url: 'http://localhost/d/BBBB' },
        },
      },
      'document_events/list': {
        body: {
          status: 1,
          message: 'Success',
          response: history,
          pagination: { current_page: 1, last_page: 1, per_page: 50, total: 3 },
        },
      },
    });
    renderApp(<ShowQuotation />, { route: '/show-quotation/QUO-000001', path: '/show-quotation/:id' });
    const card = within(await screen.findByRole('region', { name: 'Client link and history' }));
    expect(await card.findByText('Accepted by your client')).toBeInTheDocument();
    expect(card.getByText(/Jordan <Smith> accepted it on/)).toBeInTheDocument();
    expect(card.getByText(/Start on Monday, please\./, { selector: 'p' })).toBeInTheDocument();
    expect(await card.findByLabelText(/Client link/)).toHaveValue('http://localhost/d/AAAA');
    expect(await card.findByText('Viewed by the client (3 times)')).toBeInTheDocument();
    expect(card.getByText('E-mailed to jordan@acme.co.uk')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'client_link/get')?.body).toEqual({
      document_kind: 'quotation',
      document_id: answered.id,
    });

    await user.click(card.getByRole('button', { name: 'New link' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make a new link' }));
    await user.click(dialog.getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(card.getByLabelText(/Client link/)).toHaveValue('http://localhost/d/BBBB'));
    expect(calls.filter((call) => call.path === 'client_link/replace')).toHaveLength(1);
  });
});
