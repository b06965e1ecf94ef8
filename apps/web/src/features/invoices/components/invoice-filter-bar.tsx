// The invoice list's filter bar (spec 001 sections 2 and 9): search, start and end date, status, the
// newest-first toggle, the list/grid toggle and how many invoices the filters found. Any filter change goes
// back to the first page (the list's page is keyed by its filters).
import { Group, Paper, SegmentedControl, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';
import type { InvoiceFilter } from '@tradebook/domain/invoices/invoice-status';
import type { InvoiceListFilterState } from '../hooks/use-invoice-filters';
import { STATUS_OPTIONS, type ListView } from '../invoice-list';

export interface InvoiceFilterBarProps {
  filters: InvoiceListFilterState;
  /** How many invoices the filters found (over every page); undefined until the list has loaded. */
  count: number | undefined;
  view: ListView;
  onViewChange: (view: ListView) => void;
}

export function InvoiceFilterBar({ filters, count, view, onViewChange }: InvoiceFilterBarProps) {
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
          onChange={(value) => filters.setStatus((value as InvoiceFilter | null) ?? 'all')}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="md" gap="sm">
        <Group gap="md">
          <Switch
            label="Newest first"
            checked={filters.order === 'desc'}
            onChange={(event) => filters.setOrder(event.currentTarget.checked ? 'desc' : 'asc')}
          />
          <SegmentedControl
            size="xs"
            aria-label="Layout"
            value={view}
            onChange={(value) => onViewChange(value as ListView)}
            data={[
              {
                value: 'list',
                label: (
                  <Group gap={4} wrap="nowrap">
                    <IconList size={14} aria-hidden />
                    <span>List</span>
                  </Group>
                ),
              },
              {
                value: 'grid',
                label: (
                  <Group gap={4} wrap="nowrap">
                    <IconLayoutGrid size={14} aria-hidden />
                    <span>Grid</span>
                  </Group>
                ),
              },
            ]}
          />
        </Group>
        {count !== undefined && (
          <Text size="sm" c="dimmed">
            {count === 1 ? '1 invoice' : `${count} invoices`}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
