// The small shared parts in the pseudo-locale test (test/pseudo-locale.test.tsx, docs/decisions/0241): the
// notification bell's list, the offline bar, 'Leave without saving?', a date box's clear button and a
// list's page controls.
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { DocumentEvent } from '@tradebook/domain/document-events/document-event.schemas';
import { NotificationBell } from '../../app/layouts/notification-bell';
import { OfflineBanner } from '../../components/offline/offline-banner';
import { GuardedLinkButton } from '../../components/unsaved-input/leave-guard';
import { DateField } from '../../components/date-field/date-field';
import { ListPagination } from '../../components/list-pagination';
import { pageOf } from '../mock-api';
import { ok, pseudo, type PseudoScreen } from '../pseudo-screen';

const user = userEvent.setup({ delay: null });

const event = (id: number, overrides: Partial<DocumentEvent>): DocumentEvent => ({
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
});
const EVENTS = [
  event(7, { type: 'accepted', document_kind: 'quotation', document_number: 'QUO-000001', name: 'Jordan' }),
  event(5, { type: 'paid_online', amount: 30, currency_symbol: '£' }),
  event(4, { document_kind: 'credit_note', document_number: 'CRN-000001', read: true, count: 3 }),
  event(3, { type: 'email_failed', to: 'jordan@example.com', note: 'Mailbox full' }),
];
/** The events' own facts; the moment is written by Intl ('28 Nov 2026, 09:00'). */
const EVENT_DATA = [
  'QUO-000001',
  'CRN-000001',
  'INV-000002',
  'Jordan',
  'jordan@example.com',
  'Mailbox full',
  'Nov',
];

function DateBox() {
  const [value, setValue] = useState('2026-11-21');
  return <DateField label="" aria-label="" value={value} onChange={setValue} clearable />;
}

export const screens: PseudoScreen[] = [
  {
    name: 'Notification bell (open)',
    element: <NotificationBell />,
    api: {
      get_notification_count: ok({ unread_count: 2 }),
      get_notifications: pageOf(EVENTS, 1, 20),
      'notifications/mark_read': ok({ unread_count: 0 }),
    },
    data: EVENT_DATA,
    loaded: async () => {
      const bell = pseudo('Notifications ({count})').replace('{count}', '2');
      await user.click(await screen.findByRole('button', { name: bell }, { timeout: 5000 }));
      return screen.findAllByRole('listitem', {}, { timeout: 5000 });
    },
  },
  {
    name: 'Offline bar',
    element: <OfflineBanner />,
    api: {},
    data: [],
    loaded: async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
      return screen.findByTestId('offline-banner', {}, { timeout: 5000 });
    },
  },
  {
    name: 'Leave without saving?',
    element: (
      <GuardedLinkButton to="/elsewhere" dirty>
        {pseudo('Cancel')}
      </GuardedLinkButton>
    ),
    api: {},
    data: [],
    loaded: async () => {
      await user.click(await screen.findByRole('link', { name: pseudo('Cancel') }));
      return screen.findByRole('button', { name: pseudo('Stay and save') }, { timeout: 5000 });
    },
  },
  {
    name: 'Date box and page controls',
    element: (
      <>
        <DateBox />
        <ListPagination total={5} value={2} onChange={() => undefined} label={pseudo('Client pages')} />
      </>
    ),
    api: {},
    data: [],
    loaded: () => screen.findByRole('button', { name: pseudo('Next page') }, { timeout: 5000 }),
  },
];
