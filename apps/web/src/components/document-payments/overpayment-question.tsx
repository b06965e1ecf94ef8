// Asked before a payment larger than what is due is saved (docs/decisions/0219-recording-payments-on-the-web.md):
// how much is over, in the domain's words and the business's amounts, then 'Keep £x as credit' or 'Change the amount'.
import { Alert, Button, Group, Stack } from '@mantine/core';
import { PAYMENT_MESSAGES } from '@tradebook/domain/invoices/payment-messages';
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
  const formatMoney = useFormatMoney();
  const over = formatMoney(overMinor, currencySymbol);
  return (
    <Alert color="yellow" title="More than is due" role="alert">
      <Stack gap="xs" align="flex-start">
        <span>{PAYMENT_MESSAGES.overpaid(over, formatMoney(limitMinor, currencySymbol))}</span>
        <Group gap="xs">
          <Button size="xs" onClick={onKeep} loading={sending}>
            {`Keep ${over} as credit`}
          </Button>
          <Button size="xs" variant="default" onClick={onChange}>
            Change the amount
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
