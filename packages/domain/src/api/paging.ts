// Lists answer one page (docs/reference/api.md 'Lists answer one page'): every list call takes an optional
// `page` (from 1) and `limit` (default 50, at most 200; the expense list keeps the spec's 10) and answers
// that page with `pagination: {current_page, last_page, per_page, total}` beside the rows in the envelope.
import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** Far beyond any real list; keeps (page - 1) x limit an exact number. */
const MAX_PAGE = 1_000_000_000;

export const PAGING_MESSAGES = {
  page: 'Page must be a whole number of at least 1.',
  limit: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
} as const;

export interface Paging {
  page: number;
  limit: number;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A whole number from `min` to `max` that may arrive as text ('2', forms and query strings); blank or
 * missing gives `fallback`. */
function boundedWholeNumber(options: { min: number; max: number; fallback: number; message: string }) {
  return z
    .union([z.number(), z.string(), z.null()], { error: options.message })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return options.fallback;
      const text = String(value).trim();
      const number = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
      if (!(number >= options.min && number <= options.max)) {
        ctx.issues.push({ code: 'custom', message: options.message, input: value });
        return z.NEVER;
      }
      return number;
    })
    .meta({ type: 'integer', minimum: options.min, maximum: options.max, default: options.fallback });
}

/** The `page` and `limit` fields of a list request, to spread into its schema. */
export function pagingFields(defaultLimit = DEFAULT_PAGE_SIZE, maxLimit = MAX_PAGE_SIZE) {
  return {
    page: boundedWholeNumber({
      min: 1,
      max: MAX_PAGE,
      fallback: 1,
      message: PAGING_MESSAGES.page,
    }),
    limit: boundedWholeNumber({
      min: 1,
      max: maxLimit,
      fallback: defaultLimit,
      message:
        maxLimit === MAX_PAGE_SIZE
          ? PAGING_MESSAGES.limit
          : `Limit must be a whole number from 1 to ${maxLimit}.`,
    }),
  };
}

export const PaginationSchema = z.object({
  current_page: z.number().int().describe('The page answered, from 1.'),
  last_page: z.number().int().describe('The last page that has rows (1 when there are none).'),
  per_page: z.number().int().describe('The page size asked for (limit).'),
  total: z.number().int().describe('How many rows match the filters, over every page.'),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export function paginationOf(paging: Paging, total: number): Pagination {
  return {
    current_page: paging.page,
    last_page: Math.max(1, Math.ceil(total / paging.limit)),
    per_page: paging.limit,
    total,
  };
}

/** How many rows come before the page. */
export function pageOffset(paging: Paging): number {
  return (paging.page - 1) * paging.limit;
}
