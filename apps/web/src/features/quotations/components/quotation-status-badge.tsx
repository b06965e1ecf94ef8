// A quotation's status in plain words (docs/decisions/0350-status-in-plain-words.md): Draft, Sent, Viewed,
// Approved, Rejected, Expired, Invoiced (and Void), the same word the client reads on its page.
import type { MantineSize } from '@mantine/core';
import { StatusWordBadge } from '../../../components/document-status/status-word-badge';
import { quotationWordOf } from '../../../lib/documents/status-word';

type QuotationState = Parameters<typeof quotationWordOf>[0];

export function QuotationStatusBadge({ quotation, size }: { quotation: QuotationState; size?: MantineSize }) {
  return <StatusWordBadge word={quotationWordOf(quotation)} size={size} />;
}
