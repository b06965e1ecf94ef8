// The invoice's Payment action in the editor's action bar: disabled when nothing is due, and on a void
// invoice (docs/reference/invoices.md 'Screens' and 'Statuses').
import { Button } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function PaymentAction({ disabled, onOpen }: { disabled: boolean; onOpen: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <Button variant="light" leftSection={<IconCash size={18} />} onClick={onOpen} disabled={disabled}>
      {t('action')}
    </Button>
  );
}
