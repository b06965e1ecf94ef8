// The figure cards of the dashboard (issue 14): outstanding, overdue (with the way to the invoices),
// paid and spent this month, the quotations awaiting an answer, the income tax to set aside and the VAT
// of this period so far (docs/decisions/0375-income-tax-figures.md), in the business's currency.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import type { DashboardFigure, DashboardSummary } from '@tradebook/domain/dashboard/dashboard.schemas';
import { paths } from '../../../config/paths';
import { dashboardMoney } from './dashboard-money';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

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

export function SummaryCards({ summary, symbol }: { summary: DashboardSummary; symbol: string }) {
  const { outstanding, overdue, paid_this_month, expenses_this_month, quotations_awaiting } = summary;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      <FigureCard
        label="Outstanding"
        figure={outstanding}
        symbol={symbol}
        testId="figure-outstanding"
        detail={`Still to be paid on ${plural(outstanding.count, 'sent invoice', 'sent invoices')}`}
      />
      <FigureCard
        label="Overdue"
        figure={overdue}
        symbol={symbol}
        testId="figure-overdue"
        tone="alert"
        detail={`${plural(overdue.count, 'invoice', 'invoices')} past the due date`}
      >
        {/* The list's 'overdue' filter keeps exactly the invoices this figure counts. */}
        <Anchor component={Link} to={`${paths.listInvoice}?status=overdue`} size="sm" mt="xs" fw={600}>
          See overdue invoices
        </Anchor>
      </FigureCard>
      <FigureCard
        label="Paid this month"
        figure={paid_this_month}
        symbol={symbol}
        testId="figure-paid"
        detail={`${plural(paid_this_month.count, 'payment', 'payments')} received`}
      />
      <FigureCard
        label="Expenses this month"
        figure={expenses_this_month}
        symbol={symbol}
        testId="figure-expenses"
        detail={`${plural(expenses_this_month.count, 'expense', 'expenses')} recorded`}
      />
      <FigureCard
        label="Quotations awaiting an answer"
        figure={quotations_awaiting}
        symbol={symbol}
        testId="figure-quotations"
        detail={`${plural(quotations_awaiting.count, 'quotation', 'quotations')} sent, not yet answered`}
      />
      {summary.tax_to_set_aside && (
        <FigureCard
          label="Tax to set aside"
          figure={{ amount: summary.tax_to_set_aside.amount, count: 0 }}
          symbol={symbol}
          testId="figure-tax-set-aside"
          detail={`${summary.tax_to_set_aside.rate} % of the profit of the tax year so far`}
        />
      )}
      {summary.vat_this_period && (
        <FigureCard
          label="VAT for this period so far"
          figure={{ amount: summary.vat_this_period.amount, count: 0 }}
          symbol={symbol}
          testId="figure-vat-period"
          detail={`${summary.vat_this_period.from} to ${summary.vat_this_period.to}`}
        >
          <Anchor component={Link} to={paths.vatReturn} size="sm" mt="xs" fw={600}>
            See the VAT return
          </Anchor>
        </FigureCard>
      )}
    </SimpleGrid>
  );
}
