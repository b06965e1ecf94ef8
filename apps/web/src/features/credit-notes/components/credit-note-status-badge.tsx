// A credit note's status: Issued until it is e-mailed, then Sent.
import { Badge, type MantineSize } from '@mantine/core';
import type { CreditNoteStatus } from '@tradebook/domain/credit-notes/credit-note-status';

export function CreditNoteStatusBadge({
  status,
  size = 'sm',
}: {
  status: CreditNoteStatus;
  size?: MantineSize;
}) {
  return (
    <Badge size={size} color={status === 'sent' ? 'teal' : 'indigo'} variant="light">
      {status === 'sent' ? 'Sent' : 'Issued'}
    </Badge>
  );
}
