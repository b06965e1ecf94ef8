// The quotation list's filters: search text (debounced), start and end date (required; six months ago to
// today by default), the status filter and the sort toggle (newest first: 'desc'), with the request
// filters they make (the list adds its page; the exports take them as they are).
import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import type { QuotationFilter } from '@tradebook/domain/quotations/quotation-status';
import type { ListOrder } from '@tradebook/domain/documents/list-documents.schemas';
import type { QuotationFiltersRequest } from '@tradebook/domain/quotations/list-quotations.schemas';

export function useQuotationFilters() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [startDate, setStartDate] = useState(() => dayjs().subtract(6, 'month').format('YYYY-MM-DD'));
  const [endDate, setEndDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [status, setStatus] = useState<QuotationFilter>('all');
  const [order, setOrder] = useState<ListOrder>('desc');

  const dateErrors = {
    start: startDate.trim() === '' ? QUOTATION_MESSAGES.startDateRequired : undefined,
    end: endDate.trim() === '' ? QUOTATION_MESSAGES.endDateRequired : undefined,
  };
  const datesValid = !dateErrors.start && !dateErrors.end;
  const filters = {
    search_field: debouncedSearch,
    start_date: startDate,
    end_date: endDate,
    category: status,
    order,
  } satisfies QuotationFiltersRequest;
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

export type QuotationListFilterState = ReturnType<typeof useQuotationFilters>;
