// Profit and loss by month of a period (docs/decisions/0376-reports.md).
import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProfitAndLoss } from '@tradebook/domain/reports/report-answers.schemas';
import { useFormatOwnerDate, useFormatOwnerMonth } from '../../../lib/dates/owner-locale';
import { useReport } from '../api/report-calls';
import { PeriodForm, thisYear, type Period } from './period-form';
import { ReportDownloads } from './report-downloads';
import { ReportState } from './report-state';
import { ReportTable } from './report-table';

export function ProfitAndLossPanel() {
  const { t } = useTranslation('reports');
  const date = useFormatOwnerDate();
  // The months by name in the owner's language ('Apr. 2026'); 'YYYY-MM' for an English owner (ADR 0260).
  const month = useFormatOwnerMonth();
  const [period, setPeriod] = useState<Period>(thisYear());
  const query = useReport<ProfitAndLoss>('profit_and_loss', { ...period });
  const shown = query.data;
  return (
    <Stack gap="md">
      <PeriodForm initial={period} onShow={setPeriod} />
      <ReportState query={query} loading={t('loading.profit_and_loss')} />
      {shown && (
        <>
          <Text>
            {t('basis', {
              from: date(shown.from),
              to: date(shown.to),
              basis: shown.basis,
              currency: shown.currency_code,
            })}
          </Text>
          <ReportTable
            caption={t('profit_and_loss.caption')}
            columns={[
              { header: t('columns.month'), value: (row) => month(row.month) },
              { header: t('columns.income'), money: true, value: (row) => row.income },
              { header: t('columns.expenses'), money: true, value: (row) => row.expenses },
              { header: t('columns.profit'), money: true, value: (row) => row.profit },
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
