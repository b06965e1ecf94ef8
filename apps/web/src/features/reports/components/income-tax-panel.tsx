// Income tax of a tax year (docs/decisions/0375-income-tax-figures.md): its quarters, its expenses by HMRC
// category, its profit and what to set aside.
import { useState } from 'react';
import { Accordion, Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { IncomeTax } from '@tradebook/domain/reports/report-answers.schemas';
import { useReport, type ReportBody } from '../api/report-calls';
import { CategoryMapping } from './category-mapping';
import { ReportDownloads } from './report-downloads';
import { reportMoney } from './report-money';
import { ReportState } from './report-state';
import { ReportTable } from './report-table';

export function IncomeTaxPanel() {
  const [body, setBody] = useState<ReportBody>({});
  const [year, setYear] = useState<string | number>('');
  const query = useReport<IncomeTax>('income_tax', body);
  const shown = query.data;
  return (
    <Stack gap="md">
      <form
        aria-label="Tax year"
        onSubmit={(event) => {
          event.preventDefault();
          setBody(year === '' ? {} : { tax_year: Number(year) });
        }}
      >
        <Group align="flex-end" gap="sm">
          <NumberInput
            label="Tax year starting in"
            description="Blank: the current tax year"
            value={year}
            onChange={setYear}
            min={1900}
            max={2100}
            allowDecimal={false}
            w={200}
          />
          <Button type="submit">Show</Button>
        </Group>
      </form>
      <ReportState query={query} label="the income tax figures" />
      {shown && (
        <>
          <Text>
            Tax year {shown.from} to {shown.to}, on the {shown.basis} basis, in {shown.currency_code}.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure label="Profit" value={reportMoney(shown.profit)} />
            <Figure label="Profit so far" value={reportMoney(shown.profit_so_far)} />
            <Figure
              label={`Tax to set aside (${shown.income_tax_rate} %)`}
              value={reportMoney(shown.tax_to_set_aside)}
            />
          </SimpleGrid>
          <ReportTable
            caption="Income tax by quarter"
            columns={[
              { header: 'Quarter', value: (row) => `${row.from} to ${row.to}` },
              { header: 'Income', money: true, value: (row) => row.income },
              { header: 'Allowable expenses', money: true, value: (row) => row.expenses },
              { header: 'Profit', money: true, value: (row) => row.profit },
            ]}
            rows={shown.quarters}
            totals={[shown.income, shown.allowable_expenses, shown.profit]}
          />
          <ReportTable
            caption="Expenses by HMRC category"
            empty="No expenses in this tax year."
            columns={[
              { header: 'HMRC category', value: (row) => row.name },
              { header: 'Allowable', value: (row) => (row.allowable ? 'Yes' : 'No') },
              { header: 'Amount', money: true, value: (row) => row.amount },
            ]}
            rows={shown.categories}
          />
          <ReportDownloads report="income_tax" body={{ tax_year: shown.tax_year }} />
          <Accordion variant="contained">
            <Accordion.Item value="categories">
              <Accordion.Control>Choose the HMRC categories</Accordion.Control>
              <Accordion.Panel>
                <CategoryMapping />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2} component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={22} fw={700}>
        {value}
      </Text>
    </Stack>
  );
}
