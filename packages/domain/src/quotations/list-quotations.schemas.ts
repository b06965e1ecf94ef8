// get_quotation_list_by_user, quotation/details/search and the exports (spec 001 sections 5 and 7): the
// search text, the date range and the status filter.
import { z } from 'zod';
import { optionalText } from '../api/fields';
import { pagingFields, type Paging } from '../api/paging';
import { calendarDateField, optionalDateField } from '../documents/document.schemas';
import { QUOTATION_MESSAGES } from './quotation-messages';
import { QUOTATION_FILTERS, type QuotationFilter } from './quotation-status';

const filterField = z
  .union([z.string(), z.null()], { error: QUOTATION_MESSAGES.filterInvalid })
  .optional()
  .transform((value, ctx): QuotationFilter => {
    const text = (value ?? '').trim().toLowerCase();
    if (text === '') return 'all';
    const filter = QUOTATION_FILTERS.find((known) => known === text);
    if (!filter) {
      ctx.issues.push({ code: 'custom', message: QUOTATION_MESSAGES.filterInvalid, input: value });
      return z.NEVER;
    }
    return filter;
  })
  .meta({ type: 'string', enum: [...QUOTATION_FILTERS] });

export const LIST_ORDERS = ['desc', 'asc'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

/** 'desc' (newest first, the default) or 'asc' (oldest first): the list's sort toggle. */
const orderField = z
  .union([z.string(), z.null()], { error: QUOTATION_MESSAGES.orderInvalid })
  .optional()
  .transform((value, ctx): ListOrder => {
    const text = (value ?? '').trim().toLowerCase();
    if (text === '') return 'desc';
    const order = LIST_ORDERS.find((known) => known === text);
    if (!order) {
      ctx.issues.push({ code: 'custom', message: QUOTATION_MESSAGES.orderInvalid, input: value });
      return z.NEVER;
    }
    return order;
  })
  .meta({ type: 'string', enum: [...LIST_ORDERS], default: 'desc' });

export interface QuotationFilters {
  search: string;
  from: string | null;
  to: string | null;
  status: QuotationFilter;
  /** By date (then number): newest first unless 'asc'. */
  order: ListOrder;
}

export type QuotationListRequest = QuotationFilters & Paging;

const filterFields = {
  search_field: optionalText(100, 'Search'),
  start_date: optionalDateField(QUOTATION_MESSAGES.startDateInvalid),
  end_date: optionalDateField(QUOTATION_MESSAGES.endDateInvalid),
  category: filterField,
  order: orderField,
};

type ParsedFilters = z.output<z.ZodObject<typeof filterFields>>;

const toFilters = (body: ParsedFilters): QuotationFilters => ({
  search: body.search_field,
  from: body.start_date,
  to: body.end_date,
  status: body.category,
  order: body.order,
});

/** The exports: the list's filters, every one optional (left out = no filter); every row, no pages. */
export const QuotationFiltersSchema = z.object(filterFields).transform(toFilters);
export type QuotationFiltersRequest = z.input<typeof QuotationFiltersSchema>;

/** get_quotation_list_by_user: the filters and one page (decisions.md 'Lists answer one page'). */
export const ListQuotationsSchema = z
  .object({ ...filterFields, ...pagingFields() })
  .transform((body): QuotationListRequest => ({ ...toFilters(body), page: body.page, limit: body.limit }));
export type ListQuotationsRequest = z.input<typeof ListQuotationsSchema>;

/** quotation/details/search: the date range is required (spec 001 section 5). */
export const SearchQuotationsSchema = z
  .object({
    from_date: calendarDateField(QUOTATION_MESSAGES.startDateRequired, QUOTATION_MESSAGES.startDateInvalid),
    to_date: calendarDateField(QUOTATION_MESSAGES.endDateRequired, QUOTATION_MESSAGES.endDateInvalid),
    search_field: optionalText(100, 'Search'),
    category: filterField,
    order: orderField,
    ...pagingFields(),
  })
  .transform((body): QuotationListRequest => ({
    search: body.search_field,
    from: body.from_date,
    to: body.to_date,
    status: body.category,
    order: body.order,
    page: body.page,
    limit: body.limit,
  }));
export type SearchQuotationsRequest = z.input<typeof SearchQuotationsSchema>;
