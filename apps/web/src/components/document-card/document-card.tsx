// The card every kind of document shows in its list (docs/reference/documents.md 'Screens'), driven by the
// kind (ADR 0204, 0235): the client's name, the number that opens the details, the status as the kind words
// it beside the kind's menu (or in a row of its own under them), a line of dates, the client's e-mail, the
// related document the kind names, and below a divider the kind's figures. The kind gives its wording and
// pieces; the frame and its accessible names are one.
import { useTranslation } from 'react-i18next';
import { Anchor, Card, Divider, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendar, IconMail } from '@tabler/icons-react';
import { documentClientName, type DocumentClientFields } from '../../lib/documents/document-summary';
import type { DocumentKind } from '../../lib/documents/kinds/document-kind';
import { WRAP_ANYWHERE } from '../../lib/wrap-anywhere';
import { DocumentStatus } from '../document-status/document-status';
import { DocumentRelatedLink } from '../related-document-link';

export interface DocumentCardProps<Row extends DocumentClientFields> {
  // The answer's and the list request's types play no part here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kind: DocumentKind<any, Row, any>;
  document: Row;
  onDetails: () => void;
  /** Beside the client's name: the kind's actions menu. */
  actions: React.ReactNode;
  /** The status in a row of its own under the header (an invoice's) rather than beside the menu. */
  statusRow?: boolean;
  /** The dates as the kind words them: '1 Mar 2026 – 31 Mar 2026', '..., due ...'. */
  dates: string;
  /** Below the divider: totals and the File and Note buttons. */
  children: React.ReactNode;
}

export function DocumentCard<Row extends DocumentClientFields>({
  kind,
  document,
  onDetails,
  actions,
  statusRow = false,
  dates,
  children,
}: DocumentCardProps<Row>) {
  const number = kind.numberOf(document);
  const status = <DocumentStatus kind={kind} document={document} />;
  const email = document.client.email;
  const { t } = useTranslation('kinds');
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={number}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} size="lg" style={WRAP_ANYWHERE}>
              {documentClientName(document)}
            </Text>
            <UnstyledButton onClick={onDetails} aria-label={t('card.details_of', { number })}>
              <Text size="sm" c="blue" fw={500}>
                {number}
              </Text>
            </UnstyledButton>
          </div>
          {/* The status badge and menu keep their width; the name beside them wraps instead. */}
          <div style={{ flexShrink: 0 }}>
            {statusRow ? (
              actions
            ) : (
              <Group gap={4} wrap="nowrap">
                {status}
                {actions}
              </Group>
            )}
          </div>
        </Group>
        {statusRow && status}
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={14} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            {dates}
          </Text>
        </Group>
        {email && (
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconMail size={14} aria-hidden color="var(--mantine-color-dimmed)" />
            <Anchor href={`mailto:${email}`} size="sm" style={WRAP_ANYWHERE}>
              {email}
            </Anchor>
          </Group>
        )}
        <DocumentRelatedLink kind={kind} document={document} />
        <Divider my={4} />
        {children}
      </Stack>
    </Card>
  );
}
