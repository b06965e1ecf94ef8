import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentEvent } from '@tradebook/domain/document-events/document-event.schemas';
import { mockApi, pageOf } from '../../test/mock-api';
import { renderApp } from '../../test/render';
import { NotificationBell } from './notification-bell';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });
const ok = (response: unknown) => ({ body: { status: 1, message: 'Success', response } });

function event(id: number, overrides: Partial<DocumentEvent>): DocumentEvent {
  return {
    id,
    type: 'viewed',
    actor: 'client',
    document_kind: 'invoice',
    document_id: 2,
    document_number: 'INV-000002',
    count: 1,
    created_at: '2026-11-28T09:00:00Z',
    last_at: '2026-11-28T09:00:00Z',
    read: false,
    name: '',
    note: '',
    to: '',
    amount: null,
    currency_symbol: '',
    reference: '',
    summary: 'Viewed by the client',
    ...overrides,
  };
}

const events = [
  event(7, {
    type: 'accepted',
    document_kind: 'quotation',
    document_id: 1,
    document_number: 'QUO-000001',
    name: 'Jordan Smith',
    summary: 'Accepted by Jordan Smith',
  }),
  // The facts the server sends with each event: the bell writes its line from them.
  event(5, { type: 'paid_online', amount: 30, currency_symbol: '£', summary: 'Paid £30.00 online by card' }),
  event(3, { read: true }),
];

describe('the notification badge', () => {
  it('counts the unread events, lists them newest first with links, and marks them read once shown', async () => {
    let unread = 2;
    const { calls } = mockApi({
      get_notification_count: () => ok({ unread_count: unread }),
      get_notifications: pageOf(events, 1, 20),
      'notifications/mark_read': (body) => {
        unread = 0;
        return ok({ unread_count: body?.up_to_id === 7 ? 0 : 99 });
      },
    });
    renderApp(<NotificationBell />, { routes: { '/show-quotation/:id': <h1>Quotation screen</h1> } });
    const bell = await screen.findByRole('button', { name: 'Notifications (2)' });
    await user.click(bell);

    const list = within(await screen.findByRole('list', { name: 'Notifications list' }));
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Quotation QUO-000001New.*Accepted by Jordan Smith/),
      expect.stringMatching(/^Invoice INV-000002New.*Paid £30\.00 online by card/),
      expect.stringMatching(/^Invoice INV-000002Viewed by the client/),
    ]);
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'notifications/mark_read')?.body).toEqual({ up_to_id: 7 }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications (0)' })).toBeInTheDocument();

    await user.click(list.getByRole('link', { name: /QUO-000001/ }));
    expect(await screen.findByRole('heading', { name: 'Quotation screen' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/show-quotation/QUO-000001');
  });

  it('says when there is nothing to see, and marks nothing', async () => {
    const { calls } = mockApi({
      get_notification_count: ok({ unread_count: 0 }),
      get_notifications: pageOf([], 1, 20),
    });
    renderApp(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications (0)' }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'notifications/mark_read')).toBe(false);
  });
});
