// The chart's figures as a table, visually hidden: what a screen reader reads instead of the bars.
import { VisuallyHidden } from '@mantine/core';
import type { DashboardMonth } from '@tradebook/domain/dashboard/dashboard.schemas';
import { dashboardMoney, monthLabel } from './dashboard-money';

export function MonthTable({ months, symbol }: { months: DashboardMonth[]; symbol: string }) {
  return (
    <VisuallyHidden>
      <table data-testid="month-table">
        <caption>Income and expenses for each of the last 12 months</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Income</th>
            <th scope="col">Expenses</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthLabel(month.month, 'long')}</th>
              <td>{dashboardMoney(month.income, symbol)}</td>
              <td>{dashboardMoney(month.expenses, symbol)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
