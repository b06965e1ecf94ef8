// Profit and loss by month of a period (docs/decisions/0376-reports.md).
import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { ProfitAndLoss } from '@tradebook/domain/reports/report-answers.schemas';
import { useReport } from '../api/report-calls';
import { PeriodForm, thisYear, type Period } from './period-form';
import { ReportDownloads } from './report-downloads';
import { ReportState } from './report-state';
import { ReportTable } from './report-table';

export function ProfitAndLossPanel() {
  const [period, setPeriod] = useState<Period>(thisYear());
  const query = useReport<ProfitAndLoss>('profit_and_loss', { ...period });
  const shown = query.data;
  return (
    <Stack gap="md">
      <PeriodForm initial={period} onShow={setPeriod} />
      <ReportState query={query} label="the profit and loss" />
      {shown && (
        <>
          <Text>
            {shown.from} to {shown.to}, on the {shown.basis} basis, in {shown.currency_code}.
          </Text>
          <ReportTable
            caption="Profit and loss by month"
            columns={[
              { header: 'Month', value: (row) => row.month },
              { header: 'Income', money: true, value: (row) => row.income },
              { header: 'Expenses', money: true, value: (row) => row.expenses },
              { header: 'Profit', money: true, value: (row) => row.profit },
            ]}
            rows={shown.months}
            totals={[shown.totals.income, shown.totals.expenses, shown.totals.profit]}
          />
          <ReportDownloads report="profit_and_loss" body={{ ...period }} />
        </>
      )}
    </Stack>
  );
}
