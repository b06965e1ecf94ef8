// Income tax of a tax year (docs/decisions/0375-income-tax-figures.md): its quarters, its expenses by HMRC
// category, its profit and what to set aside.
import { useState } from 'react';
import { Accordion, Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IncomeTax } from '@tradebook/domain/reports/report-answers.schemas';
import { useFormatOwnerDate } from '../../../lib/dates/owner-locale';
import { useReport, type ReportBody } from '../api/report-calls';
import { CategoryMapping } from './category-mapping';
import { hmrcCategoryName } from './hmrc-category-name';
import { ReportDownloads } from './report-downloads';
import { useReportMoney } from './report-money';
import { ReportState } from './report-state';
import { ReportTable } from './report-table';

export function IncomeTaxPanel() {
  const { t } = useTranslation('reports');
  const money = useReportMoney();
  const date = useFormatOwnerDate();
  const [body, setBody] = useState<ReportBody>({});
  const [year, setYear] = useState<string | number>('');
  const query = useReport<IncomeTax>('income_tax', body);
  const shown = query.data;
  return (
    <Stack gap="md">
      <form
        aria-label={t('income_tax.form')}
        onSubmit={(event) => {
          event.preventDefault();
          setBody(year === '' ? {} : { tax_year: Number(year) });
        }}
      >
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('income_tax.year')}
            description={t('income_tax.year_description')}
            value={year}
            onChange={setYear}
            min={1900}
            max={2100}
            allowDecimal={false}
            w={200}
          />
          <Button type="submit">{t('period.show')}</Button>
        </Group>
      </form>
      <ReportState query={query} loading={t('loading.income_tax')} />
      {shown && (
        <>
          <Text>
            {t('income_tax.summary', {
              from: date(shown.from),
              to: date(shown.to),
              basis: shown.basis,
              currency: shown.currency_code,
            })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure label={t('income_tax.profit')} value={money(shown.profit)} />
            <Figure label={t('income_tax.profit_so_far')} value={money(shown.profit_so_far)} />
            <Figure
              label={t('income_tax.set_aside', { rate: shown.income_tax_rate })}
              value={money(shown.tax_to_set_aside)}
            />
          </SimpleGrid>
          <ReportTable
            caption={t('income_tax.quarters')}
            columns={[
              {
                header: t('columns.quarter'),
                value: (row) => t('range', { from: date(row.from), to: date(row.to) }),
              },
              { header: t('columns.income'), money: true, value: (row) => row.income },
              { header: t('columns.allowable_expenses'), money: true, value: (row) => row.expenses },
              { header: t('columns.profit'), money: true, value: (row) => row.profit },
            ]}
            rows={shown.quarters}
            totals={[shown.income, shown.allowable_expenses, shown.profit]}
          />
          <ReportTable
            caption={t('income_tax.categories')}
            empty={t('income_tax.categories_empty')}
            columns={[
              { header: t('columns.hmrc_category'), value: (row) => hmrcCategoryName(t, row.hmrc_category) },
              {
                header: t('columns.allowable'),
                value: (row) => (row.allowable ? t('income_tax.yes') : t('income_tax.no')),
              },
              { header: t('columns.amount'), money: true, value: (row) => row.amount },
            ]}
            rows={shown.categories}
          />
          <ReportDownloads report="income_tax" body={{ tax_year: shown.tax_year }} />
          <Accordion variant="contained">
            <Accordion.Item value="categories">
              <Accordion.Control>{t('income_tax.choose_categories')}</Accordion.Control>
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
      <Text fz={22} fw={700} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}
