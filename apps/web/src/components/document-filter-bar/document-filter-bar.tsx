// The filter bar of every kind's document list (docs/reference/documents.md 'Screens' and 'Limits'),
// kind-neutral (ADR 0204): search, start and end date, status, the newest-first toggle, any extra control of
// the kind (the invoice list's layout) and how many documents the filters found, in the kind's words. Any
// filter change goes back to the first page (the list's page is keyed by its filters).
import { useTranslation } from 'react-i18next';
import { Group, Paper, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { LIST_MESSAGES } from '@tradebook/domain/documents/list-documents.schemas';
import type { DocumentListFilterState } from '../../hooks/use-document-filters';

export interface DocumentFilterBarProps<Filter extends string> {
  filters: DocumentListFilterState<Filter>;
  /** The kind's status filter, in the spec's order. */
  statusOptions: Array<{ value: Filter; label: string }>;
  /** How many documents the filters found (over every page); undefined until the list has loaded. */
  count: number | undefined;
  /** The kind's word for one document and for several: 'invoice', 'invoices'. */
  noun: { one: string; many: string };
  /** Beside the newest-first toggle. */
  extra?: React.ReactNode;
}

/** A missing date's message (the domain's) in the screen's language. */
const dateError = (t: TFunction, message: string | undefined) =>
  message === LIST_MESSAGES.startDateRequired
    ? t('filter.start_date_required')
    : message === LIST_MESSAGES.endDateRequired
      ? t('filter.end_date_required')
      : message;

/** The two required dates, in the spec's order. */
const dateInputs = <Filter extends string>(filters: DocumentListFilterState<Filter>, t: TFunction) => [
  {
    key: 'start',
    label: t('filter.start_date'),
    value: filters.startDate,
    setValue: filters.setStartDate,
    error: dateError(t, filters.dateErrors.start),
  },
  {
    key: 'end',
    label: t('filter.end_date'),
    value: filters.endDate,
    setValue: filters.setEndDate,
    error: dateError(t, filters.dateErrors.end),
  },
];

export function DocumentFilterBar<Filter extends string>({
  filters,
  statusOptions,
  count,
  noun,
  extra,
}: DocumentFilterBarProps<Filter>) {
  const { t } = useTranslation('documents');
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <TextInput
          label={t('filter.search')}
          placeholder={t('filter.search_placeholder')}
          leftSection={<IconSearch size={16} />}
          value={filters.search}
          onChange={(event) => filters.setSearch(event.currentTarget.value)}
          type="search"
        />
        {dateInputs(filters, t).map(({ key, label, value, setValue, error }) => (
          <TextInput
            key={key}
            label={label}
            type="date"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error}
            withAsterisk
          />
        ))}
        <Select
          label={t('filter.status')}
          data={statusOptions}
          value={filters.status}
          // allowDeselect={false}: a choice is always made, so null never comes.
          onChange={(value) => value !== null && filters.setStatus(value as Filter)}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="md" gap="sm">
        <Group gap="md">
          <Switch
            label={t('filter.newest_first')}
            checked={filters.order === 'desc'}
            onChange={(event) => filters.setOrder(event.currentTarget.checked ? 'desc' : 'asc')}
          />
          {extra}
        </Group>
        {count !== undefined && (
          <Text size="sm" c="dimmed">
            {t('filter.count', { count, one: noun.one, many: noun.many })}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
