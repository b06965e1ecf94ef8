// Aged receivables today, by client (docs/decisions/0376-reports.md).
import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { AgedReceivables } from '@tradebook/domain/reports/report-answers.schemas';
import { useReport } from '../api/report-calls';
import { Paging } from './paging';
import { ReportDownloads } from './report-downloads';
import { ReportState } from './report-state';
import { ReportTable } from './report-table';

export function AgedReceivablesPanel() {
  const [page, setPage] = useState(1);
  const query = useReport<AgedReceivables>('aged_receivables', { page });
  const shown = query.data;
  return (
    <Stack gap="md">
      <ReportState query={query} label="the aged receivables" />
      {shown && (
        <>
          <Text>What each client still owes on {shown.as_of}, by days past the due date.</Text>
          <ReportTable
            caption="Aged receivables"
            empty="No client owes anything."
            columns={[
              { header: 'Client', value: (row) => row.client_name },
              { header: 'Current', money: true, value: (row) => row.current },
              { header: '1-30 days', money: true, value: (row) => row.days_1_30 },
              { header: '31-60 days', money: true, value: (row) => row.days_31_60 },
              { header: '61-90 days', money: true, value: (row) => row.days_61_90 },
              { header: 'Over 90 days', money: true, value: (row) => row.over_90 },
              { header: 'Total', money: true, value: (row) => row.total },
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
