// 'Mark as filed' for the return shown (docs/decisions/0243-vat-return-filing-and-drill-down.md): asked
// once more in a dialog, since filing locks the period and is not undone; a filed return says when.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { VatReturn } from '@tradebook/domain/tax/vat-return.schemas';
import { errorMessage } from '../../../lib/api-client';
import { useFileVatReturn } from '../api/file-vat-return';
import { OwnerOnly } from '../../../components/owner-only';

export function FileVatReturn({ vatReturn }: { vatReturn: VatReturn }) {
  const [asking, setAsking] = useState(false);
  const filing = useFileVatReturn();
  if (vatReturn.filed_at) {
    return (
      <Alert color="green" title="Filed" role="status">
        Marked as filed on {vatReturn.filed_at.slice(0, 10)}. Documents dated in this period can no longer
        change; correct one with a credit note in an open period.
      </Alert>
    );
  }
  const close = () => {
    setAsking(false);
    filing.reset();
  };
  // Filing changes the books: the owner's only (an accountant reads whether and when it was filed).
  return (
    <OwnerOnly>
      <Button onClick={() => setAsking(true)} w="fit-content">
        Mark as filed
      </Button>
      <Modal opened={asking} onClose={close} title="Mark this VAT return as filed?">
        <Stack>
          <Text>
            The figures of {vatReturn.from} to {vatReturn.to} are kept as they are now. No invoice, credit
            note or expense dated in the period can change after this, and filing cannot be undone.
          </Text>
          {filing.isError && (
            <Alert color="red" role="alert">
              {errorMessage(filing.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              loading={filing.isPending}
              onClick={() =>
                filing.mutate(
                  { from: vatReturn.from, to: vatReturn.to, period_key: vatReturn.period_key },
                  { onSuccess: close },
                )
              }
            >
              Mark as filed
            </Button>
          </Group>
        </Stack>
      </Modal>
    </OwnerOnly>
  );
}
