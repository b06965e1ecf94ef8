// A document's status as its kind words it (docs/decisions/0235-a-kind-describes-its-statuses-and-links.md):
// the one plain-word badge, in a group named 'Status', on every card, list, detail and PDF screen.
import { useTranslation } from 'react-i18next';
import { Group, type MantineSize } from '@mantine/core';
import type { DocumentKind } from '../../lib/documents/kinds/document-kind';
import { StatusWordBadge } from './status-word-badge';

export interface DocumentStatusProps<Doc, Row> {
  // The list request's type plays no part here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kind: DocumentKind<Doc, Row, any>;
  document: Doc | Row;
  size?: MantineSize;
}

export function DocumentStatus<Doc, Row>({ kind, document, size = 'sm' }: DocumentStatusProps<Doc, Row>) {
  const { t } = useTranslation('documents');
  return (
    <Group gap={4} wrap="wrap" aria-label={t('status.label')}>
      <StatusWordBadge word={kind.statusWordOf(document)} size={size} />
    </Group>
  );
}
