// The top bar's notification badge (docs/reference/web.md 'Screens'; issue 15): how many events the owner has
// not seen (the client viewed, accepted, declined or paid a document), asked again every minute and when
// the window regains focus. Opening it lists them newest first, each linking to its document's screen;
// once the list is shown, they are marked read up to the newest it showed (ADR 0211).
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  ActionIcon,
  Badge,
  Group,
  Indicator,
  Loader,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DocumentEvent } from '@tradebook/domain/document-events/document-event.schemas';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import {
  useMarkNotificationsRead,
  useNotificationCount,
  useNotifications,
} from '../../lib/api/notifications/notifications';
import { useEventSummary } from '../../lib/document-events/use-event-summary';
import { formatMoment } from '../../lib/format-time';

function documentPath(event: DocumentEvent): string | null {
  if (event.document_kind === 'quotation') return paths.showQuotation(event.document_number);
  if (event.document_kind === 'invoice') return paths.showInvoice(event.document_number);
  if (event.document_kind === 'credit_note') return paths.showCreditNote(event.document_number);
  return null;
}

function NotificationRow({ event, onOpen }: { event: DocumentEvent; onOpen: () => void }) {
  const { t } = useTranslation('shared');
  const summary = useEventSummary();
  const path = documentPath(event);
  const body = (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Text size="sm" fw={event.read ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
          {t('notifications.document', { kind: event.document_kind, number: event.document_number })}
        </Text>
        {!event.read && (
          <Badge size="xs" color="red" variant="filled">
            {t('notifications.new')}
          </Badge>
        )}
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {summary(event)}
      </Text>
      <Text size="xs" c="dimmed">
        {formatMoment(event.last_at)}
      </Text>
    </Stack>
  );
  return path ? (
    <UnstyledButton component={Link} to={path} onClick={onOpen} p="xs" style={{ borderRadius: 6 }}>
      {body}
    </UnstyledButton>
  ) : (
    <div style={{ padding: 'var(--mantine-spacing-xs)' }}>{body}</div>
  );
}

export function NotificationBell() {
  const { t } = useTranslation('shared');
  const [opened, setOpened] = useState(false);
  const count = useNotificationCount();
  const list = useNotifications(opened);
  const markRead = useMarkNotificationsRead();
  const unread = count.data ?? 0;
  const { mutate } = markRead;

  useEffect(() => {
    const newest = list.data?.[0];
    if (opened && newest && list.data?.some((event) => !event.read)) mutate(newest.id);
  }, [opened, list.data, mutate]);

  return (
    // The popover's target is the button itself (a div target would carry aria-expanded, which a div may
    // not); the count badge sits around the whole.
    <Indicator label={unread} showZero size={16} offset={6} color={unread ? 'red' : 'gray'}>
      <Popover
        position="bottom-end"
        shadow="md"
        width="min(340px, calc(100vw - 24px))"
        withArrow
        opened={opened}
        onChange={setOpened}
        // The top bar is fixed: the bell never scrolls away from its list.
        hideDetached={false}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('notifications.button', { count: unread })}
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Text size="sm" fw={600} mb={4}>
            {t('notifications.title')}
          </Text>
          {list.isPending ? (
            <Loader size="sm" aria-label={t('notifications.loading')} />
          ) : list.isError ? (
            <Text size="sm" c="red.8">
              {errorMessage(list.error)}
            </Text>
          ) : list.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('notifications.caught_up')}
            </Text>
          ) : (
            <Stack
              gap={2}
              mah={360}
              style={{ overflowY: 'auto' }}
              aria-label={t('notifications.list')}
              role="list"
            >
              {list.data.map((event) => (
                <div role="listitem" key={event.id}>
                  <NotificationRow event={event} onOpen={() => setOpened(false)} />
                </div>
              ))}
            </Stack>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
