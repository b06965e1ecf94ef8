// 'How is my business doing' (issue 14): the figure cards and the 12-month chart, from one call. The
// chart's code (Recharts) is loaded only once the figures are here.
import { lazy, Suspense } from 'react';
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/api/profile/get-profile';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { MonthTable } from './month-table';
import { SummaryCards } from './summary-cards';

const IncomeExpenseChart = lazy(() => import('./income-expense-chart'));

export function BusinessFigures() {
  const summary = useDashboardSummary();
  const profile = useProfile();
  const { t } = useTranslation('dashboard');

  if (summary.isError) {
    return (
      <Alert color="red" variant="light" title={t('figures.error_title')}>
        <Text size="sm">{t('figures.error_text')}</Text>
        <Button size="xs" mt="sm" variant="outline" color="red.9" onClick={() => void summary.refetch()}>
          {t('figures.retry')}
        </Button>
      </Alert>
    );
  }
  if (!summary.data) {
    return (
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="lg"
        aria-busy="true"
        aria-label={t('figures.loading')}
      >
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} h={120} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }

  const data = summary.data;
  // The profile's symbol, as every other screen shows it; the summary's own while the profile loads.
  const symbol = profile.data?.currency || data.currency;
  return (
    <Stack gap="lg">
      <SummaryCards summary={data} symbol={symbol} />
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="income-expenses-title">
        <Title order={2} fz="lg" id="income-expenses-title">
          {t('chart.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('chart.text', { currency: data.currency_code || symbol })}
        </Text>
        <Suspense fallback={<Skeleton h={280} radius="md" />}>
          <IncomeExpenseChart months={data.months} symbol={symbol} />
        </Suspense>
        <MonthTable months={data.months} symbol={symbol} />
      </Card>
    </Stack>
  );
}
