// 'How is my business doing' (issue 14): the figure cards and the 12-month chart, from one call. The
// chart's code (Recharts) is loaded only once the figures are here.
import { lazy, Suspense } from 'react';
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useProfile } from '../../../lib/api/profile/get-profile';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { MonthTable } from './month-table';
import { SummaryCards } from './summary-cards';

const IncomeExpenseChart = lazy(() => import('./income-expense-chart'));

export function BusinessFigures() {
  const summary = useDashboardSummary();
  const profile = useProfile();

  if (summary.isError) {
    return (
      <Alert color="red" variant="light" title="Your figures could not be loaded">
        <Text size="sm">Check your connection and try again.</Text>
        <Button size="xs" mt="sm" variant="outline" color="red.9" onClick={() => void summary.refetch()}>
          Try again
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
        aria-label="Loading your figures"
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
          Income and expenses, last 12 months
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Payments received and expenses recorded in {data.currency_code || symbol} each month.
        </Text>
        <Suspense fallback={<Skeleton h={280} radius="md" />}>
          <IncomeExpenseChart months={data.months} symbol={symbol} />
        </Suspense>
        <MonthTable months={data.months} symbol={symbol} />
      </Card>
    </Stack>
  );
}
