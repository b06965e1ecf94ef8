// Sales by client and sales by item of a period (docs/decisions/0376-reports.md).
import { useState } from 'react';
import { Stack } from '@mantine/core';
import type { SalesByClient, SalesByItem } from '@tradebook/domain/reports/report-answers.schemas';
import { useReport } from '../api/report-calls';
import { Paging } from './paging';
import { PeriodForm, thisYear, type Period } from './period-form';
import { ReportDownloads } from './report-downloads';
import { ReportState } from './report-state';
import { ReportTable } from './report-table';

export function SalesByClientPanel() {
  const [period, setPeriod] = useState<Period>(thisYear());
  const [page, setPage] = useState(1);
  const query = useReport<SalesByClient>('sales_by_client', { ...period, page });
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
      <ReportState query={query} label="the sales by client" />
      {shown && (
        <>
          <ReportTable
            caption="Sales by client"
            columns={[
              { header: 'Client', value: (row) => row.client_name },
              { header: 'Documents', value: (row) => row.documents },
              { header: 'Net', money: true, value: (row) => row.net },
              { header: 'VAT', money: true, value: (row) => row.vat },
              { header: 'Total', money: true, value: (row) => row.gross },
            ]}
            rows={shown.rows}
            totals={[shown.totals.documents, shown.totals.net, shown.totals.vat, shown.totals.gross]}
          />
          <Paging page={shown.page} perPage={shown.per_page} total={shown.total_rows} onPage={setPage} />
          <ReportDownloads report="sales_by_client" body={{ ...period }} />
        </>
      )}
    </Stack>
  );
}

export function SalesByItemPanel() {
  const [period, setPeriod] = useState<Period>(thisYear());
  const [page, setPage] = useState(1);
  const query = useReport<SalesByItem>('sales_by_item', { ...period, page });
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
      <ReportState query={query} label="the sales by item" />
      {shown && (
        <>
          <ReportTable
            caption="Sales by item"
            columns={[
              { header: 'Item', value: (row) => row.name },
              { header: 'Quantity', value: (row) => row.quantity },
              { header: 'Lines', value: (row) => row.lines },
              { header: 'Amount', money: true, value: (row) => row.amount },
            ]}
            rows={shown.rows}
            totals={['', shown.totals.lines, shown.totals.amount]}
          />
          <Paging page={shown.page} perPage={shown.per_page} total={shown.total_rows} onPage={setPage} />
          <ReportDownloads report="sales_by_item" body={{ ...period }} />
        </>
      )}
    </Stack>
  );
}
