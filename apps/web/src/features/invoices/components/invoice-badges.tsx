// The badges of an invoice (docs/reference/invoices.md 'Statuses'), as the server answers them in `badges`:
// P/Paid, Paid, Nill, Discount, Overdue, Draft and Void, and Credited or P/Credited (credit notes), each in
// its own colour.
import { Badge, Group, type MantineSize } from '@mantine/core';

const COLORS: Record<string, string> = {
  'P/Paid': 'yellow',
  Paid: 'teal',
  Nill: 'gray',
  Discount: 'grape',
  Overdue: 'red',
  Draft: 'blue',
  Void: 'dark',
  // Credit notes (ADR 0316): credited in full, or in part.
  Credited: 'indigo',
  'P/Credited': 'indigo',
};

export function InvoiceBadges({ badges, size = 'sm' }: { badges: readonly string[]; size?: MantineSize }) {
  return (
    <Group gap={4} wrap="wrap" aria-label="Status">
      {badges.map((badge) => (
        <Badge
          key={badge}
          size={size}
          color={COLORS[badge] ?? 'gray'}
          variant={badge === 'Void' || badge === 'Paid' || badge === 'Credited' ? 'filled' : 'light'}
        >
          {badge}
        </Badge>
      ))}
    </Group>
  );
}
