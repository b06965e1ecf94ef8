// Asked before a payment larger than what is due is saved (docs/decisions/0219-recording-payments-on-the-web.md):
// how much is over, in the domain's words and the business's amounts, then 'Keep £x as credit' or 'Change the amount'.
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../lib/money/business-money';

export interface OverpaymentQuestionProps {
  overMinor: number;
  limitMinor: number;
  currencySymbol: string;
  sending: boolean;
  onKeep: () => void;
  onChange: () => void;
}

export function OverpaymentQuestion({
  overMinor,
  limitMinor,
  currencySymbol,
  sending,
  onKeep,
  onChange,
}: OverpaymentQuestionProps) {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const over = formatMoney(overMinor, currencySymbol);
  return (
    <Alert color="yellow" title={t('overpayment.title')} role="alert">
      <Stack gap="xs" align="flex-start">
        <span>{t('overpayment.message', { over, due: formatMoney(limitMinor, currencySymbol) })}</span>
        <Group gap="xs">
          <Button size="xs" onClick={onKeep} loading={sending}>
            {t('overpayment.keep', { over })}
          </Button>
          <Button size="xs" variant="default" onClick={onChange}>
            {t('overpayment.change')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
