// The status badge of a quotation (docs/reference/quotations.md 'Statuses'): Sent, Approved, Rejected,
// Expired, Pending, Draft and Void; anything else shows Unknown. Void and Expired win over the stored status.
import { Badge, type BadgeProps } from '@mantine/core';
import type { Quotation } from '@tradebook/domain/quotations/quotation.schemas';

const LABELS: Record<string, { label: string; color: string }> = {
  sent: { label: 'Sent', color: 'blue' },
  approved: { label: 'Approved', color: 'teal' },
  rejected: { label: 'Rejected', color: 'red' },
  pending: { label: 'Pending', color: 'yellow' },
  draft: { label: 'Draft', color: 'gray' },
};

export function quotationBadge(
  quotation: Pick<Quotation, 'quotation_type' | 'quotation_status' | 'is_expired'>,
): { label: string; color: string } {
  if (quotation.quotation_type === 'void') return { label: 'Void', color: 'dark' };
  if (quotation.is_expired) return { label: 'Expired', color: 'orange' };
  return LABELS[quotation.quotation_status] ?? { label: 'Unknown', color: 'gray' };
}

export function QuotationStatusBadge({
  quotation,
  ...props
}: { quotation: Pick<Quotation, 'quotation_type' | 'quotation_status' | 'is_expired'> } & BadgeProps) {
  const { label, color } = quotationBadge(quotation);
  return (
    <Badge color={color} variant={label === 'Void' ? 'filled' : 'light'} {...props}>
      {label}
    </Badge>
  );
}
