// 'Mark as filed' for the return shown (docs/decisions/0243-vat-return-filing-and-drill-down.md): asked
// once more in a dialog, since filing locks the period and is not undone; a filed return says when.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VatReturn } from '@tradebook/domain/tax/vat-return.schemas';
import { errorMessage } from '../../../lib/api-client';
import { useFileVatReturn } from '../api/file-vat-return';
import { OwnerOnly } from '../../../components/owner-only';
import { useFormatOwnerDate } from '../../../lib/dates/owner-locale';

export function FileVatReturn({ vatReturn }: { vatReturn: VatReturn }) {
  const { t } = useTranslation('tax');
  const date = useFormatOwnerDate();
  const [asking, setAsking] = useState(false);
  const filing = useFileVatReturn();
  if (vatReturn.filed_at) {
    return (
      <Alert color="green" title={t('filing.filed')} role="status">
        {t('filing.filed_text', { date: date(vatReturn.filed_at.slice(0, 10)) })}
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
        {t('filing.mark')}
      </Button>
      <Modal
        opened={asking}
        onClose={close}
        title={t('filing.confirm_title')}
        closeButtonProps={{ 'aria-label': t('filing.close_dialog') }}
      >
        <Stack>
          <Text>{t('filing.confirm_text', { from: date(vatReturn.from), to: date(vatReturn.to) })}</Text>
          {filing.isError && (
            <Alert color="red" role="alert">
              {errorMessage(filing.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('filing.cancel')}
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
              {t('filing.mark')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </OwnerOnly>
  );
}
