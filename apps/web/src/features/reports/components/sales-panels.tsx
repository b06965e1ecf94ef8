// Sales by client and sales by item of a period (docs/decisions/0376-reports.md).
import type { SalesByClient, SalesByItem } from '@tradebook/domain/reports/report-answers.schemas';
import { PagedPeriodReport } from './paged-period-report';

type ClientRow = SalesByClient['rows'][number];
type ItemRow = SalesByItem['rows'][number];

export function SalesByClientPanel() {
  return (
    <PagedPeriodReport<ClientRow, SalesByClient['totals']>
      report="sales_by_client"
      caption="Sales by client"
      columns={[
        { header: 'Client', value: (row) => row.client_name },
        { header: 'Documents', value: (row) => row.documents },
        { header: 'Net', money: true, value: (row) => row.net },
        { header: 'VAT', money: true, value: (row) => row.vat },
        { header: 'Total', money: true, value: (row) => row.gross },
      ]}
      totals={(totals) => [totals.documents, totals.net, totals.vat, totals.gross]}
    />
  );
}

export function SalesByItemPanel() {
  return (
    <PagedPeriodReport<ItemRow, SalesByItem['totals']>
      report="sales_by_item"
      caption="Sales by item"
      columns={[
        { header: 'Item', value: (row) => row.name },
        { header: 'Quantity', value: (row) => row.quantity },
        { header: 'Lines', value: (row) => row.lines },
        { header: 'Amount', money: true, value: (row) => row.amount },
      ]}
      totals={(totals) => ['', totals.lines, totals.amount]}
    />
  );
}
