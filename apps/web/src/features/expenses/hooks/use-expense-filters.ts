// The expense list's filters (docs/reference/expenses.md 'Screens' and 'Limits'): search text (vendor or
// expense number, debounced), a date range from the first day of the month five months ago to today,
// category, currency (the user's own until another is chosen), payment method (all: the spec's 'defaults to
// the user's currency' cannot be a payment method) and the newest-first toggle. A blank date or 'all' is no
// filter (the server reads them so). The list call names the dates from and to, the exports start_date and
// end_date.
import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import type {
  ExpenseExportRequest,
  GetExpenseListRequest,
} from '@tradebook/domain/expenses/list-expenses.schemas';

/** The value of a select that filters nothing. */
export const ALL = 'all';

export type ExpenseOrder = 'desc' | 'asc';

/** The spec's default range: the first day of the month five months ago. */
export const defaultFromDate = () => dayjs().subtract(5, 'month').startOf('month').format('YYYY-MM-DD');

export function useExpenseFilters(userCurrencyId: number | undefined) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [from, setFrom] = useState(defaultFromDate);
  const [to, setTo] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [category, setCategory] = useState(ALL);
  // null until the user picks one: the business's own currency, once the profile has answered.
  const [pickedCurrency, setCurrency] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState(ALL);
  const [order, setOrder] = useState<ExpenseOrder>('desc');

  const currency = pickedCurrency ?? (userCurrencyId === undefined ? ALL : String(userCurrencyId));
  const common = {
    search_text: debouncedSearch,
    category_id: category,
    currency_id: currency,
    paymentMethod,
    order,
  };
  const listFilters = { ...common, from, to } satisfies GetExpenseListRequest;
  const exportFilters = { ...common, start_date: from, end_date: to } satisfies ExpenseExportRequest;
  const narrowed = debouncedSearch !== '' || category !== ALL || paymentMethod !== ALL;

  return {
    search,
    setSearch,
    from,
    setFrom,
    to,
    setTo,
    category,
    setCategory,
    currency,
    setCurrency,
    paymentMethod,
    setPaymentMethod,
    order,
    setOrder,
    listFilters,
    exportFilters,
    narrowed,
  };
}

export type ExpenseFilterState = ReturnType<typeof useExpenseFilters>;
