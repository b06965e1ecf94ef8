// The figure cards of the dashboard (issue 14): outstanding, overdue (with the way to the invoices),
// paid and spent this month, the quotations awaiting an answer, the income tax to set aside and the VAT
// of this period so far (docs/decisions/0375-income-tax-figures.md), in the business's currency.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardFigure, DashboardSummary } from '@tradebook/domain/dashboard/dashboard.schemas';
import { paths } from '../../../config/paths';
import { useFormatOwnerDate } from '../../../lib/dates/owner-locale';
import { useDashboardMoney } from './dashboard-money';

interface FigureCardProps {
  label: string;
  figure: DashboardFigure;
  symbol: string;
  detail: string;
  testId: string;
  tone?: 'alert';
  children?: ReactNode;
}

function FigureCard({ label, figure, symbol, detail, testId, tone, children }: FigureCardProps) {
  const dashboardMoney = useDashboardMoney();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId} component="section" aria-label={label}>
      <Text size="sm" fw={600} c="dimmed">
        {label}
      </Text>
      <Text
        fz={{ base: 24, sm: 28 }}
        fw={700}
        mt={4}
        c={tone === 'alert' && figure.count > 0 ? 'red.9' : undefined}
        style={{ overflowWrap: 'anywhere' }}
        data-testid={`${testId}-amount`}
      >
        {dashboardMoney(figure.amount, symbol)}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {detail}
      </Text>
      {children}
    </Card>
  );
}

/** The figures counted in documents, in their order: the summary's field and its words' key. */
const COUNTED_FIGURES = [
  { field: 'outstanding', word: 'outstanding' },
  { field: 'overdue', word: 'overdue' },
  { field: 'paid_this_month', word: 'paid' },
  { field: 'expenses_this_month', word: 'expenses' },
  { field: 'quotations_awaiting', word: 'quotations' },
] as const;

export function SummaryCards({ summary, symbol }: { summary: DashboardSummary; symbol: string }) {
  const { t } = useTranslation('dashboard');
  const date = useFormatOwnerDate();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      {COUNTED_FIGURES.map(({ field, word }) => (
        <FigureCard
          key={field}
          label={t(`figures.${word}`)}
          figure={summary[field]}
          symbol={symbol}
          testId={`figure-${word}`}
          tone={word === 'overdue' ? 'alert' : undefined}
          detail={t(`figures.${word}_detail`, { count: summary[field].count })}
        >
          {/* The list's 'overdue' filter keeps exactly the invoices this figure counts. */}
          {word === 'overdue' && (
            <Anchor component={Link} to={`${paths.listInvoice}?status=overdue`} size="sm" mt="xs" fw={600}>
              {t('figures.overdue_link')}
            </Anchor>
          )}
        </FigureCard>
      ))}
      {summary.tax_to_set_aside && (
        <FigureCard
          label={t('figures.tax')}
          figure={{ amount: summary.tax_to_set_aside.amount, count: 0 }}
          symbol={symbol}
          testId="figure-tax-set-aside"
          detail={t('figures.tax_detail', { rate: summary.tax_to_set_aside.rate })}
        />
      )}
      {summary.vat_this_period && (
        <FigureCard
          label={t('figures.vat')}
          figure={{ amount: summary.vat_this_period.amount, count: 0 }}
          symbol={symbol}
          testId="figure-vat-period"
          detail={t('figures.vat_detail', {
            from: date(summary.vat_this_period.from),
            to: date(summary.vat_this_period.to),
          })}
        >
          <Anchor component={Link} to={paths.vatReturn} size="sm" mt="xs" fw={600}>
            {t('figures.vat_link')}
          </Anchor>
        </FigureCard>
      )}
    </SimpleGrid>
  );
}
