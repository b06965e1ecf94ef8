// A report of a period read a page at a time: the period form, the page's table with the period's
// totals, paging and the downloads (docs/decisions/0376-reports.md). The sales panels are two of these.
import { useState } from 'react';
import { Stack } from '@mantine/core';
import type { ReportName } from '@tradebook/domain/reports/report-requests.schemas';
import { useReport } from '../api/report-calls';
import { Paging } from './paging';
import { PeriodForm, thisYear, type Period } from './period-form';
import { ReportDownloads } from './report-downloads';
import { ReportState } from './report-state';
import { ReportTable, type ReportColumn } from './report-table';

interface PagedAnswer<Row, Totals> {
  rows: Row[];
  totals: Totals;
  page: number;
  per_page: number;
  total_rows: number;
}

export interface PagedPeriodReportProps<Row, Totals> {
  report: ReportName;
  /** The table's caption, e.g. 'Sales by client'. */
  caption: string;
  /** What the loader is called: 'Loading the sales by client'. */
  loading: string;
  columns: ReportColumn<Row>[];
  /** The totals row's cells after its 'Total' header. */
  totals: (totals: Totals) => Array<string | number>;
}

export function PagedPeriodReport<Row, Totals>({
  report,
  caption,
  loading,
  columns,
  totals,
}: PagedPeriodReportProps<Row, Totals>) {
  const [period, setPeriod] = useState<Period>(thisYear());
  const [page, setPage] = useState(1);
  const query = useReport<PagedAnswer<Row, Totals>>(report, { ...period, page });
  const shown = query.data;
  return (
    <Stack gap="md">
      <PeriodForm
        initial={period}
        onShow={(next) => {
          setPeriod(next);
          setPage(1);
        }}
      />
      <ReportState query={query} loading={loading} />
      {shown && (
        <>
          <ReportTable caption={caption} columns={columns} rows={shown.rows} totals={totals(shown.totals)} />
          <Paging page={shown.page} perPage={shown.per_page} total={shown.total_rows} onPage={setPage} />
          <ReportDownloads report={report} body={{ ...period }} />
        </>
      )}
    </Stack>
  );
}
