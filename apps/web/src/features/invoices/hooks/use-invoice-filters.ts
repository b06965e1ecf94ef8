// The invoice list's filters: search text (debounced), start and end date (required; the last six months
// up to today by default, spec 001 section 9), the status filter and the sort toggle (newest first:
// 'desc'), with the request filters they make (the list adds its page; the exports take them as they are).
import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import type { ListOrder } from '@tradebook/domain/documents/list-documents.schemas';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import type { InvoiceFilter } from '@tradebook/domain/invoices/invoice-status';
import type { InvoiceFiltersRequest } from '@tradebook/domain/invoices/list-invoices.schemas';

export function useInvoiceFilters() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [startDate, setStartDate] = useState(() => dayjs().subtract(6, 'month').format('YYYY-MM-DD'));
  const [endDate, setEndDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [status, setStatus] = useState<InvoiceFilter>('all');
  const [order, setOrder] = useState<ListOrder>('desc');

  const dateErrors = {
    start: startDate.trim() === '' ? INVOICE_MESSAGES.startDateRequired : undefined,
    end: endDate.trim() === '' ? INVOICE_MESSAGES.endDateRequired : undefined,
  };
  const datesValid = !dateErrors.start && !dateErrors.end;
  const filters = {
    search_field: debouncedSearch,
    start_date: startDate,
    end_date: endDate,
    category: status,
    order,
  } satisfies InvoiceFiltersRequest;
  return {
    search,
    setSearch,
    debouncedSearch,
    startDate,
    setStartDate,
    endDate,
    setEndDate,
    status,
    setStatus,
    order,
    setOrder,
    dateErrors,
    datesValid,
    filters,
  };
}

export type InvoiceListFilterState = ReturnType<typeof useInvoiceFilters>;
