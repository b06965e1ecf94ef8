// Aged receivables today, by client (docs/decisions/0376-reports.md).
import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AgedReceivables } from '@tradebook/domain/reports/report-answers.schemas';
import { useFormatOwnerDate } from '../../../lib/dates/owner-locale';
import { useReport } from '../api/report-calls';
import { Paging } from './paging';
import { ReportDownloads } from './report-downloads';
import { ReportState } from './report-state';
import { ReportTable } from './report-table';

export function AgedReceivablesPanel() {
  const { t } = useTranslation('reports');
  const date = useFormatOwnerDate();
  const [page, setPage] = useState(1);
  const query = useReport<AgedReceivables>('aged_receivables', { page });
  const shown = query.data;
  return (
    <Stack gap="md">
      <ReportState query={query} loading={t('loading.aged_receivables')} />
      {shown && (
        <>
          <Text>{t('aged.intro', { date: date(shown.as_of) })}</Text>
          <ReportTable
            caption={t('aged.caption')}
            empty={t('aged.empty')}
            columns={[
              { header: t('columns.client'), value: (row) => row.client_name },
              { header: t('columns.current'), money: true, value: (row) => row.current },
              { header: t('columns.days_1_30'), money: true, value: (row) => row.days_1_30 },
              { header: t('columns.days_31_60'), money: true, value: (row) => row.days_31_60 },
              { header: t('columns.days_61_90'), money: true, value: (row) => row.days_61_90 },
              { header: t('columns.over_90'), money: true, value: (row) => row.over_90 },
              { header: t('columns.total'), money: true, value: (row) => row.total },
            ]}
            rows={shown.rows}
            totals={[
              shown.totals.current,
              shown.totals.days_1_30,
              shown.totals.days_31_60,
              shown.totals.days_61_90,
              shown.totals.over_90,
              shown.totals.total,
            ]}
          />
          <Paging page={shown.page} perPage={shown.per_page} total={shown.total_rows} onPage={setPage} />
          <ReportDownloads report="aged_receivables" body={{}} />
        </>
      )}
    </Stack>
  );
}
