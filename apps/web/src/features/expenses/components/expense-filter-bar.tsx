// The expense list's filter bar (docs/reference/expenses.md 'Screens' and 'Limits'): search (vendor or
// expense number), the date range, category, currency and payment method, the newest-first toggle and how
// many expenses the filters found. Every select offers 'All' first; a change goes back to page 1 (the page is
// keyed by the filters).
import { Group, Paper, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
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
  const categories = useExpenseCategoryFilter();
  const currencies = useCurrencies();
  const methods = usePaymentOptions();

  const selects = [
    {
      label: 'Category',
      value: filters.category,
      onChange: filters.setCategory,
      data: withAll(
        'All categories',
        (categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name })),
      ),
    },
    {
      label: 'Currency',
      value: filters.currency,
      onChange: filters.setCurrency,
      data: withAll(
        'All currencies',
        (currencies.data ?? []).map((currency) => ({
          value: String(currency.id),
          label: `${currency.code} (${currency.symbol})`,
        })),
      ),
    },
    {
      label: 'Payment Method',
      value: filters.paymentMethod,
      onChange: filters.setPaymentMethod,
      data: withAll(
        'All methods',
        (methods.data ?? []).map((method) => ({ value: method, label: method })),
      ),
    },
  ];

  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <TextInput
          label="Search"
          placeholder="Vendor or expense number"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(event) => filters.setSearch(event.currentTarget.value)}
          type="search"
        />
        <DateField label="From Date" clearable value={filters.from} onChange={filters.setFrom} />
        <DateField label="To Date" clearable value={filters.to} onChange={filters.setTo} />
        {selects.map(({ label, value, onChange, data }) => (
          <Select
            key={label}
            label={label}
            data={data}
            value={value}
            // allowDeselect={false}: a choice is always made, so null never comes.
            onChange={(next) => next !== null && onChange(next)}
            allowDeselect={false}
            searchable={label === 'Currency'}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="md" gap="sm">
        <Switch
          label="Newest first"
          checked={filters.order === 'desc'}
          onChange={(event) => filters.setOrder(event.currentTarget.checked ? 'desc' : 'asc')}
        />
        {count !== undefined && (
          <Text size="sm" c="dimmed">
            {count === 1 ? '1 expense' : `${count} expenses`}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
