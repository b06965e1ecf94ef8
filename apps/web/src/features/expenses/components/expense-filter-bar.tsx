// The expense list's filter bar (docs/reference/expenses.md 'Screens' and 'Limits'): search (vendor or
// expense number), the date range, category, currency and payment method, the newest-first toggle and how
// many expenses the filters found. Every select offers 'All' first; a change goes back to page 1 (the page is
// keyed by the filters).
import { Group, Paper, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field/date-field';
import { useCurrencies } from '../../../lib/api/lookups/get-currencies';
import { usePaymentOptions } from '../../../lib/api/lookups/get-payment-options';
import { useExpenseCategoryFilter } from '../api/get-expense-categories';
import { ALL, type ExpenseFilterState } from '../hooks/use-expense-filters';

export interface ExpenseFilterBarProps {
  filters: ExpenseFilterState;
  /** How many expenses the filters found (over every page); undefined until the list has loaded. */
  count: number | undefined;
}

const withAll = (label: string, options: Array<{ value: string; label: string }>) => [
  { value: ALL, label },
  ...options,
];

export function ExpenseFilterBar({ filters, count }: ExpenseFilterBarProps) {
  const { t } = useTranslation('expenses');
  const categories = useExpenseCategoryFilter();
  const currencies = useCurrencies();
  const methods = usePaymentOptions();

  const selects = [
    {
      key: 'category',
      label: t('filter.category'),
      value: filters.category,
      onChange: filters.setCategory,
      data: withAll(
        t('filter.all_categories'),
        (categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name })),
      ),
    },
    {
      key: 'currency',
      label: t('filter.currency'),
      value: filters.currency,
      onChange: filters.setCurrency,
      data: withAll(
        t('filter.all_currencies'),
        (currencies.data ?? []).map((currency) => ({
          value: String(currency.id),
          label: `${currency.code} (${currency.symbol})`,
        })),
      ),
    },
    {
      key: 'method',
      label: t('filter.method'),
      value: filters.paymentMethod,
      onChange: filters.setPaymentMethod,
      data: withAll(
        t('filter.all_methods'),
        (methods.data ?? []).map((method) => ({ value: method, label: method })),
      ),
    },
  ];

  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <TextInput
          label={t('filter.search')}
          placeholder={t('filter.search_placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(event) => filters.setSearch(event.currentTarget.value)}
          type="search"
        />
        <DateField label={t('filter.from')} clearable value={filters.from} onChange={filters.setFrom} />
        <DateField label={t('filter.to')} clearable value={filters.to} onChange={filters.setTo} />
        {selects.map(({ key, label, value, onChange, data }) => (
          <Select
            key={key}
            label={label}
            data={data}
            value={value}
            // allowDeselect={false}: a choice is always made, so null never comes.
            onChange={(next) => next !== null && onChange(next)}
            allowDeselect={false}
            searchable={key === 'currency'}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="md" gap="sm">
        <Switch
          label={t('filter.newest_first')}
          checked={filters.order === 'desc'}
          onChange={(event) => filters.setOrder(event.currentTarget.checked ? 'desc' : 'asc')}
        />
        {count !== undefined && (
          <Text size="sm" c="dimmed">
            {t('filter.count', { count })}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
