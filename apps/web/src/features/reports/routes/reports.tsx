// /reports (docs/decisions/0244-reports-screen.md): income tax and the reports, a tab each: each shows its
// figures, downloads as a PDF or a spreadsheet, and the client statement can be e-mailed.
import { Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { AgedReceivablesPanel } from '../components/aged-receivables-panel';
import { ClientStatementPanel } from '../components/client-statement-panel';
import { IncomeTaxPanel } from '../components/income-tax-panel';
import { ProfitAndLossPanel } from '../components/profit-and-loss-panel';
import { SalesByClientPanel, SalesByItemPanel } from '../components/sales-panels';

const TABS = [
  { value: 'income-tax', label: 'Income tax', Panel: IncomeTaxPanel },
  { value: 'profit-and-loss', label: 'Profit and loss', Panel: ProfitAndLossPanel },
  { value: 'aged-receivables', label: 'Aged receivables', Panel: AgedReceivablesPanel },
  { value: 'client-statement', label: 'Client statement', Panel: ClientStatementPanel },
  { value: 'sales-by-client', label: 'Sales by client', Panel: SalesByClientPanel },
  { value: 'sales-by-item', label: 'Sales by item', Panel: SalesByItemPanel },
];

export default function ReportsScreen() {
  usePageTitle('Reports');
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((entry) => entry.value === params.get('report'))
    ? params.get('report')!
    : 'income-tax';
  return (
    <Stack gap="lg" maw={1000}>
      <Title order={2}>Reports</Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value ? { report: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value}>
              {entry.label}
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
