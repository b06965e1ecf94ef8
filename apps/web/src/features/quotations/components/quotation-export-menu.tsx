// The quotation list's Export menu: CSV, .xlsx or a ZIP of PDFs of the quotations the filters select.
// Without both dates there is nothing to export: the date messages are shown instead.
import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import {
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconFileZip,
} from '@tabler/icons-react';
import type { QuotationFiltersRequest } from '@tradebook/domain/quotations/list-quotations.schemas';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { exportQuotations, type QuotationExportFormat } from '../api/export-quotations';

export interface QuotationExportMenuProps {
  filters: QuotationFiltersRequest;
  datesValid: boolean;
  dateErrors: { start: string | undefined; end: string | undefined };
}

export function QuotationExportMenu({ filters, datesValid, dateErrors }: QuotationExportMenuProps) {
  const [exporting, setExporting] = useState<QuotationExportFormat | null>(null);

  const runExport = async (format: QuotationExportFormat) => {
    if (!datesValid) {
      if (dateErrors.start) notifyError(dateErrors.start);
      if (dateErrors.end) notifyError(dateErrors.end);
      return;
    }
    setExporting(format);
    try {
      await exportQuotations(format, filters);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setExporting(null);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={16} />}
          loading={exporting !== null}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => runExport('csv')}>
          CSV
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => runExport('xlsx')}>
          Excel (.xlsx)
        </Menu.Item>
        <Menu.Item leftSection={<IconFileZip size={16} />} onClick={() => runExport('zip')}>
          ZIP of PDFs
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
