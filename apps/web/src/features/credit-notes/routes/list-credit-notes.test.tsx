import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test/choose-option';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { creditNoteRowFixture } from '../../../test/fixtures/credit-note-fixture';
import ListCreditNotes from './list-credit-notes';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const page = (rows: unknown[], total = rows.length) => ({
  body: {
    status: 1,
    message: 'Success',
    response: rows,
    pagination: { current_page: 1, last_page: Math.max(1, Math.ceil(total / 10)), per_page: 10, total },
  },
});

describe('credit note list', () => {
  it('shows each credit note with its status, invoice, total and settlement, and filters on the server', async () => {
    const { calls } = mockApi({
      get_credit_note_list_by_user: page([
        creditNoteRowFixture(),
        creditNoteRowFixture({
          id: 6,
          credit_note_number: 'CN-000002',
          credit_note_status: 'sent',
          status: 'sent',
          settlement: 'refunded',
          refunded_amount: 13.77,
          applied_amount: 0,
        }),
      ]),
    });
    renderApp(<ListCreditNotes />, { route: '/list-credit-notes' });
    const card = await screen.findByRole('article', { name: 'CN-000001' });
    expect(within(card).getByText('Issued')).toBeInTheDocument();
    expect(within(card).getByText('Dated 25 Nov 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'INV-000001' })).toHaveAttribute(
      'href',
      '/show-invoice/INV-000001',
    );
    expect(within(card).getByTestId('credit-note-total')).toHaveTextContent('£13.77');
    expect(within(card).getByTestId('credit-note-settlement')).toHaveTextContent('Taken off the invoice');
    const sent = screen.getByRole('article', { name: 'CN-000002' });
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(sent).getByTestId('credit-note-settlement')).toHaveTextContent('Refunded');
    expect(screen.getByText('2 credit notes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credit an invoice' })).toHaveAttribute('href', '/list-invoice');

    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Sent');
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'get_credit_note_list_by_user').at(-1)?.body).toMatchObject(
        {
          category: 'sent',
          page: 1,
          limit: 10,
        },
      ),
    );
  });

  it('opens a credit note from its number', async () => {
    mockApi({ get_credit_note_list_by_user: page([creditNoteRowFixture()]) });
    renderApp(<ListCreditNotes />, {
      route: '/list-credit-notes',
      routes: { '/show-credit-note/:id': <p>Credit note screen</p> },
    });
    await user.click(await screen.findByRole('button', { name: 'Details of CN-000001' }));
    expect(await screen.findByText('Credit note screen')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/show-credit-note/CN-000001');
  });

  it('says what a credit note is for while there are none', async () => {
    mockApi({ get_credit_note_list_by_user: page([]) });
    renderApp(<ListCreditNotes />, { route: '/list-credit-notes' });
    expect(await screen.findByText('No credit notes in these dates yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose an invoice' })).toHaveAttribute('href', '/list-invoice');
  });
});
