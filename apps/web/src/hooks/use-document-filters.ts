// The filters of every kind's document list (docs/reference/documents.md 'Limits'), kind-neutral (ADR 0204):
// search text (debounced), start and end date (required; the last six months up to today by default), the
// status filter and the sort toggle (newest first: 'desc'), with the request filters they make (the list adds
// its page; the exports take them as they are). The kind gives only its status type.
import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { LIST_MESSAGES, type ListOrder } from '@tradebook/domain/documents/list-documents.schemas';

export function useDocumentFilters<Filter extends string>(initialStatus: Filter) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [startDate, setStartDate] = useState(() => dayjs().subtract(6, 'month').format('YYYY-MM-DD'));
  const [endDate, setEndDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [status, setStatus] = useState<Filter>(initialStatus);
  const [order, setOrder] = useState<ListOrder>('desc');

  const dateErrors = {
    start: startDate.trim() === '' ? LIST_MESSAGES.startDateRequired : undefined,
    end: endDate.trim() === '' ? LIST_MESSAGES.endDateRequired : undefined,
  };
  const datesValid = !dateErrors.start && !dateErrors.end;
  const filters = {
    search_field: debouncedSearch,
    start_date: startDate,
    end_date: endDate,
    category: status,
    order,
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
    order,
    setOrder,
    dateErrors,
    datesValid,
    filters,
  };
}

export type DocumentListFilterState<Filter extends string> = ReturnType<typeof useDocumentFilters<Filter>>;
