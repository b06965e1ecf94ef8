// /reports (docs/decisions/0244-reports-screen.md): income tax and the reports, a tab each: each shows its
// figures, downloads as a PDF or a spreadsheet, and the client statement can be e-mailed.
import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { AgedReceivablesPanel } from '../components/aged-receivables-panel';
import { ClientStatementPanel } from '../components/client-statement-panel';
import { IncomeTaxPanel } from '../components/income-tax-panel';
import { ProfitAndLossPanel } from '../components/profit-and-loss-panel';
import { SalesByClientPanel, SalesByItemPanel } from '../components/sales-panels';

const TABS = [
  { value: 'income-tax', tab: 'income_tax', Panel: IncomeTaxPanel },
  { value: 'profit-and-loss', tab: 'profit_and_loss', Panel: ProfitAndLossPanel },
  { value: 'aged-receivables', tab: 'aged_receivables', Panel: AgedReceivablesPanel },
  { value: 'client-statement', tab: 'client_statement', Panel: ClientStatementPanel },
  { value: 'sales-by-client', tab: 'sales_by_client', Panel: SalesByClientPanel },
  { value: 'sales-by-item', tab: 'sales_by_item', Panel: SalesByItemPanel },
];

export default function ReportsScreen() {
  const { t } = useTranslation('reports');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((entry) => entry.value === params.get('report'))
    ? params.get('report')!
    : 'income-tax';
  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value ? { report: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value}>
              {t(`tabs.${entry.tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
