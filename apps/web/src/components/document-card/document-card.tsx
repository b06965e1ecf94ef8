// The card every kind of document shows in its list (docs/reference/documents.md 'Screens'), kind-neutral
// (ADR 0204): the client's name, the number that opens the details, the kind's header actions (status, menu),
// a line of dates, the client's e-mail, a link to the related document, and below a divider the kind's
// figures. Quotations and invoices give their wording and pieces; the frame and its accessible names are one.
import { useTranslation } from 'react-i18next';
import { Anchor, Card, Divider, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendar, IconMail } from '@tabler/icons-react';
import { documentClientName, type DocumentClientFields } from '../../lib/documents/document-summary';
import { WRAP_ANYWHERE } from '../../lib/wrap-anywhere';

export interface DocumentCardProps {
  document: DocumentClientFields;
  number: string;
  onDetails: () => void;
  /** Beside the client's name: the kind's status badge and actions menu. */
  actions: React.ReactNode;
  /** A row under the header (an invoice's badges). */
  badges?: React.ReactNode;
  /** The dates as the kind words them: '1 Mar 2026 – 31 Mar 2026', '..., due ...'. */
  dates: string;
  /** The related document (a quotation's invoice, an invoice's quotation). */
  link?: React.ReactNode;
  /** Below the divider: totals and the File and Note buttons. */
  children: React.ReactNode;
}

export function DocumentCard({
  document,
  number,
  onDetails,
  actions,
  badges,
  dates,
  link,
  children,
}: DocumentCardProps) {
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
          <div style={{ flexShrink: 0 }}>{actions}</div>
        </Group>
        {badges}
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
        {link}
        <Divider my={4} />
        {children}
      </Stack>
    </Card>
  );
}
