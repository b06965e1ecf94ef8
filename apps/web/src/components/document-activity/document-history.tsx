// A document's history (issue 15): sent, viewed (with a count), accepted, declined, paid online, newest
// first, with what the client wrote shown as they typed it (as text). Each line is written in the screen's
// language from the event's facts, as the bell writes it; an event the catalogue does not know shows the
// server's sentence (docs/decisions/0260-the-last-english-words-of-the-screens.md).
import { Blockquote, Loader, Stack, Text, Timeline } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LinkedKind } from '@tradebook/domain/client-links/client-link.schemas';
import type { DocumentEvent } from '@tradebook/domain/document-events/document-event.schemas';
import { errorMessage } from '../../lib/api-client';
import { useDocumentEvents } from '../../lib/api/client-links/get-document-events';
import { useEventSummary } from '../../lib/document-events/use-event-summary';
import { formatMoment } from '../../lib/format-time';

function when(event: DocumentEvent, t: TFunction<'document-screens'>): string {
  if (event.count > 1) {
    return t('history.first_last', {
      first: formatMoment(event.created_at),
      last: formatMoment(event.last_at),
    });
  }
  return formatMoment(event.created_at);
}

export function DocumentHistory({ kind, id }: { kind: LinkedKind; id: number }) {
  const { t } = useTranslation('document-screens');
  const events = useDocumentEvents(kind, id);
  const summaryOf = useEventSummary();
  if (events.isPending) return <Loader size="sm" aria-label={t('history.loading')} />;
  if (events.isError) return <Text c="red.8">{errorMessage(events.error)}</Text>;
  if (events.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('history.empty')}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={12} lineWidth={2} aria-label={t('history.label')}>
      {events.data.map((event) => (
        <Timeline.Item
          key={event.id}
          // A long e-mail address or name wraps rather than widening a phone's screen.
          title={
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {summaryOf(event)}
            </Text>
          }
        >
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {when(event, t)}
            </Text>
            {event.note && (
              <Blockquote p="xs" color="gray" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {event.note}
              </Blockquote>
            )}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
