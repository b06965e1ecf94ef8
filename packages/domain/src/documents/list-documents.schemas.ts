// The list calls of every kind of document (get_quotation_list_by_user, quotation/details/search,
// get_invoice_list_by_user, invoice/details/search) and their exports: search text, date range, status
// filter (`category`), order, and one page (docs/reference/api.md 'Lists answer one page'). Each kind calls
// documentListSchemas with its filter values and its messages (filterInvalid), and names what it answers.
import { z } from 'zod';
import { optionalText } from '../api/fields';
import { pagingFields, type Paging } from '../api/paging';
import { calendarDateField, optionalDateField } from './document.schemas';

export const LIST_ORDERS = ['desc', 'asc'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

export const LIST_MESSAGES = {
  orderInvalid: 'Order must be desc (newest first) or asc (oldest first).',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  startDateInvalid: 'Start date must be a valid date (YYYY-MM-DD).',
  endDateInvalid: 'End date must be a valid date (YYYY-MM-DD).',
} as const;

export interface DocumentFilters<Filter extends string = string> {
  /** Number, client business name, full name or e-mail, in part, any case. */
  search: string;
  from: string | null;
  to: string | null;
  /** The status filter; 'all' keeps every document. */
  status: Filter;
  /** By date (then number): newest first unless 'asc'. */
  order: ListOrder;
}

export type DocumentListRequest<Filter extends string = string> = DocumentFilters<Filter> & Paging;

/** One value of a fixed list, any case; blank gives `fallback`; anything else answers `message`. */
function choiceField<T extends string>(choices: readonly T[], fallback: T, message: string) {
  return z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx): T => {
      const text = (value ?? '').trim().toLowerCase();
      if (text === '') return fallback;
      const choice = choices.find((known) => known === text);
      if (!choice) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return choice;
    })
    .meta({ type: 'string', enum: [...choices], default: fallback });
}

/** The list schemas of one kind: `filters` are the status filter's values, 'all' among them; `messages`
 * the kind's, whose filterInvalid answers any other value. */
export function documentListSchemas<Filter extends string>(
  filters: readonly Filter[],
  messages: { filterInvalid: string },
) {
  const filterFields = {
    search_field: optionalText(100, 'Search'),
    start_date: optionalDateField(LIST_MESSAGES.startDateInvalid),
    end_date: optionalDateField(LIST_MESSAGES.endDateInvalid),
    category: choiceField(filters, 'all' as Filter, messages.filterInvalid),
    order: choiceField(LIST_ORDERS, 'desc', LIST_MESSAGES.orderInvalid),
  };
  type Parsed = z.output<z.ZodObject<typeof filterFields>>;
  const toFilters = (body: Parsed): DocumentFilters<Filter> => ({
    search: body.search_field,
    from: body.start_date,
    to: body.end_date,
    status: body.category,
    order: body.order,
  });

  return {
    /** The exports: every filter optional (left out = no filter); every row, no pages. */
    filters: z.object(filterFields).transform(toFilters),
    /** The list call: the filters and one page (its fields before the spread filters, never after them:
     * docs/decisions/0447-no-field-added-after-a-spread.md). */
    list: z.object({ ...filterFields, ...pagingFields() }).transform((body): DocumentListRequest<Filter> => ({
      page: body.page,
      limit: body.limit,
      ...toFilters(body),
    })),
    /** The details/search call: the same, with the date range required (docs/reference/documents.md 'Rules').
     */
    search: z
      .object({
        from_date: calendarDateField(LIST_MESSAGES.startDateRequired, LIST_MESSAGES.startDateInvalid),
        to_date: calendarDateField(LIST_MESSAGES.endDateRequired, LIST_MESSAGES.endDateInvalid),
        search_field: filterFields.search_field,
        category: filterFields.category,
        order: filterFields.order,
        ...pagingFields(),
      })
      .transform((body): DocumentListRequest<Filter> => ({
        search: body.search_field,
        from: body.from_date,
        to: body.to_date,
        status: body.category,
        order: body.order,
        page: body.page,
        limit: body.limit,
      })),
  };
}
