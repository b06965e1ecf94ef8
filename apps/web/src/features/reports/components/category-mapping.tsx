// Which HMRC category each expense category is reported in (docs/decisions/0375-income-tax-figures.md):
// a choice per category, saved as soon as it is changed; the income tax figures are then asked again.
import { Select, Table, ScrollArea, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HMRC_CATEGORIES } from '@tradebook/domain/reports/hmrc-categories';
import type { CategoryMapping as Mapping } from '@tradebook/domain/reports/report-answers.schemas';
import { apiGet, apiPost, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useIsAccountant } from '../../../lib/chosen-business';
import { hmrcCategoryName } from './hmrc-category-name';

export function CategoryMapping() {
  const { t } = useTranslation('reports');
  const options = HMRC_CATEGORIES.map((category) => {
    const name = hmrcCategoryName(t, category.key);
    return { value: category.key, label: category.allowable ? name : t('mapping.not_allowable', { name }) };
  });
  const client = useQueryClient();
  // The mapping is the owner's to change: an accountant reads it as text (ADR 0240).
  const accountant = useIsAccountant();
  const mapping = useQuery({
    queryKey: ['reports', 'expense-categories'],
    queryFn: async () => (await apiGet<Mapping>('reports/expense_categories')).response,
  });
  const save = useMutation({
    mutationFn: (change: { category_id: number; hmrc_category: string }) =>
      apiPost<Mapping>('reports/update_expense_categories', { mappings: [change] }),
    onSuccess: async (answer) => {
      client.setQueryData(['reports', 'expense-categories'], answer.response);
      await client.invalidateQueries({ queryKey: ['reports', 'income_tax'] });
      notifySuccess(t('mapping.saved'));
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
  if (!mapping.data) return null;
  return (
    <ScrollArea
      type="auto"
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('mapping.scrolls') }}
    >
      <Text fw={600} mb="xs">
        {t('mapping.title')}
      </Text>
      <Table aria-label={t('mapping.title')} miw={520}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('mapping.expense_category')}</Table.Th>
            <Table.Th scope="col">{t('mapping.hmrc_category')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mapping.data.map((row) => (
            <Table.Tr key={row.category_id}>
              <Table.Th scope="row">{row.category_name}</Table.Th>
              <Table.Td>
                {accountant ? (
                  options.find((option) => option.value === row.hmrc_category)?.label
                ) : (
                  <Select
                    aria-label={t('mapping.category_of', { name: row.category_name })}
                    data={options}
                    value={row.hmrc_category}
                    allowDeselect={false}
                    disabled={save.isPending}
                    onChange={(value) => {
                      if (value) save.mutate({ category_id: row.category_id, hmrc_category: value });
                    }}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
