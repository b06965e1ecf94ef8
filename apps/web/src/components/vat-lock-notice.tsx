// The notice on an invoice, credit note or expense dated in a filed VAT period: its figures can no longer
// change, and a correction is a credit note in an open period
// (docs/decisions/0243-vat-return-filing-and-drill-down.md). Renders nothing for an open record.
import { Alert } from '@mantine/core';

export function VatLockNotice({ lock }: { lock: { from: string; to: string } | null | undefined }) {
  if (!lock) return null;
  return (
    <Alert color="blue" title="In a filed VAT return" role="note">
      This is dated in the VAT period {lock.from} to {lock.to}, whose return was filed, so its figures can no
      longer change. Correct it with a credit note (or a new expense) dated in an open period.
    </Alert>
  );
}
