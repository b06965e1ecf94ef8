// The quotation list's filter bar (spec 001 sections 2 and 9): search, start and end date, status, the
// newest-first toggle and how many quotations the filters found. Any change goes back to the first page
// (the list's page is keyed by its filters).
import { Group, Paper, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { QuotationFilter } from '@tradebook/domain/quotations/quotation-status';
import type { QuotationListFilterState } from '../hooks/use-quotation-filters';

/** Spec 001 section 9, in its order. */
export const STATUS_OPTIONS: Array<{ value: QuotationFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'sent', label: 'Sent' },
  { value: 'draft', label: 'Draft' },
  { value: 'void', label: 'Void' },
];

export interface QuotationFilterBarProps {
  filters: QuotationListFilterState;
  /** How many quotations the filters found (over every page); undefined until the list has loaded. */
  count: number | undefined;
}

export function QuotationFilterBar({ filters, count }: QuotationFilterBarProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <TextInput
          label="Search"
          placeholder="Number, client name or e-mail"
          leftSection={<IconSearch size={16} />}
          value={filters.search}
          onChange={(event) => filters.setSearch(event.currentTarget.value)}
          type="search"
        />
        <TextInput
          label="Start Date"
          type="date"
          value={filters.startDate}
          onChange={(event) => filters.setStartDate(event.currentTarget.value)}
          error={filters.dateErrors.start}
          withAsterisk
        />
        <TextInput
          label="End Date"
          type="date"
          value={filters.endDate}
          onChange={(event) => filters.setEndDate(event.currentTarget.value)}
          error={filters.dateErrors.end}
          withAsterisk
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={(value) => filters.setStatus((value as QuotationFilter | null) ?? 'all')}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="md" gap="sm">
        <Switch
          label="Newest first"
          checked={filters.order === 'desc'}
          onChange={(event) => filters.setOrder(event.currentTarget.checked ? 'desc' : 'asc')}
        />
        {count !== undefined && (
          <Text size="sm" c="dimmed">
            {count === 1 ? '1 quotation' : `${count} quotations`}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
