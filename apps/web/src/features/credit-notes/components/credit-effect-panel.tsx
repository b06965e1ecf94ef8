// What the credit note will do to its invoice, before it is issued: how much comes off what is due, how
// much the client had paid already (refunded or kept as the client's credit, as the owner chooses there),
// and what the invoice will still ask for.
import { useTranslation } from 'react-i18next';
import { Divider, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { Settlement } from '@tradebook/domain/credit-notes/credit-note-status';
import { formatMoney } from '@tradebook/domain/money/money';
import type { CreditPreview } from '../../../lib/documents/kinds/credit-note-save';

function Row({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

export interface CreditEffectPanelProps {
  invoiceNumber: string;
  preview: CreditPreview;
  currencySymbol: string;
  settlement: Settlement | null;
  onSettlement: (settlement: Settlement) => void;
  /** Shown under the choice once Issue was pressed without one. */
  settlementError: string | undefined;
}

export function CreditEffectPanel({
  invoiceNumber,
  preview,
  currencySymbol,
  settlement,
  onSettlement,
  settlementError,
}: CreditEffectPanelProps) {
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  const { t } = useTranslation('kinds');
  const outcome = preview.outcome;
  const returned = outcome ? outcome.refundedMinor + outcome.keptCreditMinor : 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="credit-effect-title">
      <Stack gap={8}>
        <Title order={2} size="h4" id="credit-effect-title">
          {t('credit_notes.effect_title', { number: invoiceNumber })}
        </Title>
        <Row
          label={t('credit_notes.applied')}
          value={money(outcome?.appliedMinor ?? 0)}
          testId="credit-applied"
        />
        {preview.needsSettlement && (
          <Row label={t('credit_notes.returned')} value={money(returned)} testId="credit-returned" />
        )}
        <Divider />
        <Row
          label={t('credit_notes.due_after', { number: invoiceNumber })}
          value={money(preview.dueAfterMinor ?? 0)}
          testId="credit-due-after"
          strong
        />
        {preview.needsSettlement && (
          <Radio.Group
            label={t('credit_notes.settlement_question')}
            value={settlement}
            onChange={(value) => onSettlement(value as Settlement)}
            error={settlementError}
            withAsterisk
          >
            <Stack gap={6} mt={6}>
              <Radio value="refunded" label={t('credit_notes.refund')} />
              <Radio value="kept_as_credit" label={t('credit_notes.keep')} />
            </Stack>
          </Radio.Group>
        )}
      </Stack>
    </Paper>
  );
}
