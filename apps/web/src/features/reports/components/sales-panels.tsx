// Sales by client and sales by item of a period (docs/decisions/0376-reports.md).
import { useTranslation } from 'react-i18next';
import type { SalesByClient, SalesByItem } from '@tradebook/domain/reports/report-answers.schemas';
import { PagedPeriodReport } from './paged-period-report';

type ClientRow = SalesByClient['rows'][number];
type ItemRow = SalesByItem['rows'][number];

export function SalesByClientPanel() {
  const { t } = useTranslation('reports');
  return (
    <PagedPeriodReport<ClientRow, SalesByClient['totals']>
      report="sales_by_client"
      caption={t('sales.by_client')}
      loading={t('loading.sales_by_client')}
      columns={[
        { header: t('columns.client'), value: (row) => row.client_name },
        { header: t('columns.documents'), value: (row) => row.documents },
        { header: t('columns.net'), money: true, value: (row) => row.net },
        { header: t('columns.vat'), money: true, value: (row) => row.vat },
        { header: t('columns.total'), money: true, value: (row) => row.gross },
      ]}
      totals={(totals) => [totals.documents, totals.net, totals.vat, totals.gross]}
    />
  );
}

export function SalesByItemPanel() {
  const { t } = useTranslation('reports');
  return (
    <PagedPeriodReport<ItemRow, SalesByItem['totals']>
      report="sales_by_item"
      caption={t('sales.by_item')}
      loading={t('loading.sales_by_item')}
      columns={[
        { header: t('columns.item'), value: (row) => row.name },
        { header: t('columns.quantity'), value: (row) => row.quantity },
        { header: t('columns.lines'), value: (row) => row.lines },
        { header: t('columns.amount'), money: true, value: (row) => row.amount },
      ]}
      totals={(totals) => ['', totals.lines, totals.amount]}
    />
  );
}
