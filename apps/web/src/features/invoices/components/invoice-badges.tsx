// An invoice's status in plain words (docs/decisions/0350-status-in-plain-words.md): Draft, Sent, Viewed,
// Overdue, Part-paid, Paid, Void or Credited. The spec's `badges` stay in the API answers for the mobile
// apps; the screens show this one word.
import { Group, type MantineSize } from '@mantine/core';
import { StatusWordBadge } from '../../../components/document-status/status-word-badge';
import { invoiceWordOf } from '../../../lib/documents/status-word';

type InvoiceState = Parameters<typeof invoiceWordOf>[0];

export function InvoiceBadges({ invoice, size = 'sm' }: { invoice: InvoiceState; size?: MantineSize }) {
  return (
    <Group gap={4} wrap="wrap" aria-label="Status">
      <StatusWordBadge word={invoiceWordOf(invoice)} size={size} />
    </Group>
  );
}
