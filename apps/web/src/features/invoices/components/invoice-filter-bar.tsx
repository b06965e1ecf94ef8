// The invoice list's filter bar (docs/reference/invoices.md 'Screens' and 'Limits'): the shared document
// filter bar with the invoice statuses, the list/grid toggle and 'invoice(s)' in its count.
import { Group, SegmentedControl } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { DocumentFilterBar } from '../../../components/document-filter-bar/document-filter-bar';
import type { InvoiceListFilterState } from '../hooks/use-invoice-filters';
import { STATUS_OPTIONS, type ListView } from '../invoice-list';

export interface InvoiceFilterBarProps {
  filters: InvoiceListFilterState;
  /** How many invoices the filters found (over every page); undefined until the list has loaded. */
  count: number | undefined;
  view: ListView;
  onViewChange: (view: ListView) => void;
}

const layoutLabel = (Icon: typeof IconList, text: string) => (
  <Group gap={4} wrap="nowrap">
    <Icon size={14} aria-hidden />
    <span>{text}</span>
  </Group>
);

export function InvoiceFilterBar({ filters, count, view, onViewChange }: InvoiceFilterBarProps) {
  return (
    <DocumentFilterBar
      filters={filters}
      statusOptions={STATUS_OPTIONS}
      count={count}
      noun={{ one: 'invoice', many: 'invoices' }}
      extra={
        <SegmentedControl
          size="xs"
          aria-label="Layout"
          value={view}
          onChange={(value) => onViewChange(value as ListView)}
          data={[
            { value: 'list', label: layoutLabel(IconList, 'List') },
            { value: 'grid', label: layoutLabel(IconLayoutGrid, 'Grid') },
          ]}
        />
      }
    />
  );
}
