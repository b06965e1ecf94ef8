// The quotation list's filters: search text (debounced), start and end date (required; six months ago to
// today by default) and the status filter, with the request filters they make.
import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import type { QuotationFilter } from '@tradebook/domain/quotations/quotation-status';
import type { QuotationListFilters } from '../api/get-quotations';

export function useQuotationFilters() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [startDate, setStartDate] = useState(() => dayjs().subtract(6, 'month').format('YYYY-MM-DD'));
  const [endDate, setEndDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [status, setStatus] = useState<QuotationFilter>('all');

  const dateErrors = {
    start: startDate.trim() === '' ? QUOTATION_MESSAGES.startDateRequired : undefined,
    end: endDate.trim() === '' ? QUOTATION_MESSAGES.endDateRequired : undefined,
  };
  const datesValid = !dateErrors.start && !dateErrors.end;
  const filters: QuotationListFilters = {
    search_field: debouncedSearch,
    start_date: startDate,
    end_date: endDate,
    category: status,
  };
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
    dateErrors,
    datesValid,
    filters,
  };
}

export type QuotationListFilterState = ReturnType<typeof useQuotationFilters>;
