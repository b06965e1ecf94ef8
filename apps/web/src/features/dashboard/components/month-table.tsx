// The chart's figures as a table, visually hidden: what a screen reader reads instead of the bars.
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardMonth } from '@tradebook/domain/dashboard/dashboard.schemas';
import { monthLabel, useDashboardMoney } from './dashboard-money';

export function MonthTable({ months, symbol }: { months: DashboardMonth[]; symbol: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const dashboardMoney = useDashboardMoney();
  return (
    <VisuallyHidden>
      <table data-testid="month-table">
        <caption>{t('chart.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.month')}</th>
            <th scope="col">{t('chart.income')}</th>
            <th scope="col">{t('chart.expenses')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthLabel(month.month, 'long', i18n.language)}</th>
              <td>{dashboardMoney(month.income, symbol)}</td>
              <td>{dashboardMoney(month.expenses, symbol)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
