// The totals panel of a quotation or invoice (docs/reference/documents.md 'Limits'): items total, discount,
// subtotal, up to two taxes (the second only when its rate is above 0), the grand total and, for a kind that
// takes payments, what is paid and what is due. The figures are exactly calculateTotals'
// (lib/documents/document-draft.ts), each with a test id for the browser journeys.
import { useTranslation } from 'react-i18next';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Totals } from '@tradebook/domain/documents/totals';
import { formatMoney } from '@tradebook/domain/money/money';
import type { DraftDiscount, DraftTaxes } from '../../lib/documents/document-draft';
import { toPercentMilli } from '@tradebook/domain/money/percent';

export interface TotalsPanelProps {
  totals: Totals;
  currencySymbol: string;
  discount: DraftDiscount;
  taxes: DraftTaxes;
  /** What is paid so far, in minor units: shown as 'Paid' under the total when given. */
  paidMinor?: number | undefined;
  /** What is still due, in minor units: shown as 'Due' when given. */
  dueMinor?: number | undefined;
}

function Row({
  label,
  value,
  testId,
  strong = false,
  prefix,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
  prefix?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {prefix}
        <span data-testid={testId}>{value}</span>
      </Text>
    </Group>
  );
}

/** A percent discount names its rate ('Discount (10%)'); an amount or none is 'Discount'. */
function discountLabelOf(discount: DraftDiscount, t: TFunction): string {
  const percentMilli = toPercentMilli(discount.value.trim()) ?? 0;
  return discount.type === 'percent' && percentMilli > 0
    ? t('totals.discount_percent', { percent: percentMilli / 1000 })
    : t('totals.discount');
}

export function TotalsPanel({
  totals,
  currencySymbol,
  discount,
  taxes,
  paidMinor,
  dueMinor,
}: TotalsPanelProps) {
  const { t } = useTranslation('documents');
  const money = (minor: number) => formatMoney(minor, currencySymbol);
  const [tax1, tax2] = taxes;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="totals-title">
      <Stack gap={8}>
        <Title order={2} size="h4" id="totals-title">
          {t('totals.title')}
        </Title>
        <Row label={t('totals.items_total')} value={money(totals.itemsTotalMinor)} testId="totals-items" />
        <Row
          label={discountLabelOf(discount, t)}
          value={money(totals.discountMinor)}
          testId="totals-discount"
          prefix={totals.discountMinor > 0 ? '− ' : undefined}
        />
        <Divider />
        <Row label={t('totals.subtotal')} value={money(totals.subtotalMinor)} testId="totals-subtotal" />
        <Row
          label={t('totals.tax', { name: tax1.name || t('totals.tax1'), percent: Number(tax1.percent) })}
          value={money(totals.tax1Minor)}
          testId="totals-tax1"
        />
        {Number(tax2.percent) > 0 && (
          <Row
            label={t('totals.tax', { name: tax2.name || t('totals.tax2'), percent: Number(tax2.percent) })}
            value={money(totals.tax2Minor)}
            testId="totals-tax2"
          />
        )}
        <Divider />
        <Row label={t('totals.total')} value={money(totals.grandTotalMinor)} testId="totals-grand" strong />
        {paidMinor !== undefined && (
          <Row label={t('totals.paid')} value={money(paidMinor)} testId="totals-paid" />
        )}
        {dueMinor !== undefined && (
          <Row label={t('totals.due')} value={money(dueMinor)} testId="totals-due" strong />
        )}
      </Stack>
    </Paper>
  );
}
