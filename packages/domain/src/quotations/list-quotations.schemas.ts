// get_quotation_list_by_user, quotation/details/search and the exports (spec 001 sections 5 and 7): the
// search text, the date range and the status filter.
import { z } from 'zod';
import { optionalText } from '../api/fields';
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

export interface QuotationFilters {
  search: string;
  from: string | null;
  to: string | null;
  status: QuotationFilter;
}

/** get_quotation_list_by_user and the exports: every filter is optional (left out = no filter). */
export const ListQuotationsSchema = z
  .object({
    search_field: optionalText(100, 'Search'),
    start_date: optionalDateField(QUOTATION_MESSAGES.startDateInvalid),
    end_date: optionalDateField(QUOTATION_MESSAGES.endDateInvalid),
    category: filterField,
  })
  .transform((body): QuotationFilters => ({
    search: body.search_field,
    from: body.start_date,
    to: body.end_date,
    status: body.category,
  }));
export type ListQuotationsRequest = z.input<typeof ListQuotationsSchema>;

/** quotation/details/search: the date range is required (spec 001 section 5). */
export const SearchQuotationsSchema = z
  .object({
    from_date: calendarDateField(QUOTATION_MESSAGES.startDateRequired, QUOTATION_MESSAGES.startDateInvalid),
    to_date: calendarDateField(QUOTATION_MESSAGES.endDateRequired, QUOTATION_MESSAGES.endDateInvalid),
    search_field: optionalText(100, 'Search'),
    category: filterField,
  })
  .transform((body): QuotationFilters => ({
    search: body.search_field,
    from: body.from_date,
    to: body.to_date,
    status: body.category,
  }));
export type SearchQuotationsRequest = z.input<typeof SearchQuotationsSchema>;
