// pagination/get_expense_list and the expense exports (generate_pdf, export_expense, create_zip):
// docs/reference/expenses.md 'Calls' and 'Limits'; docs/reference/api.md 'Lists answer one page'. Every
// filter is optional: left out, blank or 'all' means no filter. The list keeps the spec's page size of 10.
import { z } from 'zod';
import { optionalText } from '../api/fields';
import { pagingFields, type Paging } from '../api/paging';
import { optionalDateField } from '../documents/document.schemas';
import { PAYMENT_OPTIONS } from '../lookups/payment-options';
import { EXPENSE_MESSAGES as M } from './expense-messages';

export const EXPENSE_PAGE_SIZE = 10;

export interface ExpenseFilters {
  /** Vendor or expense number, in part, any case; '' for every expense. */
  search: string;
  from: string | null;
  to: string | null;
  categoryId: number | null;
  currencyId: number | null;
  paymentMethod: string | null;
  /** By date (then number): newest first unless 'asc'. */
  order: 'desc' | 'asc';
}

export type ExpenseListRequest = ExpenseFilters & Paging;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** An id filter: blank, 0 or 'all' is none (null). */
function idFilter(message: string) {
  return z
    .union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value) || value === 0 || value === '0' || String(value).trim().toLowerCase() === 'all')
        return null;
      const text = String(value).trim();
      const id = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
      if (!Number.isSafeInteger(id) || id <= 0) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return id;
    })
    .meta({ type: 'integer', description: "An id; blank, 0 or 'all' for every one." });
}

/** A payment method as the options list spells it ('cash' is Cash); other text is kept as typed. */
export function canonicalPaymentMethod(text: string): string {
  const known = PAYMENT_OPTIONS.find((option) => option.toLowerCase() === text.trim().toLowerCase());
  return known ?? text.trim();
}

const paymentMethodFilter = optionalText(50, 'Payment method filter').transform((text) =>
  text === '' || text.toLowerCase() === 'all' ? null : canonicalPaymentMethod(text),
);

const orderField = z
  .union([z.enum(['desc', 'asc']), z.literal(''), z.null()], { error: M.orderInvalid })
  .optional()
  .transform((value): 'desc' | 'asc' => (value === 'asc' ? 'asc' : 'desc'));

/** The filters, under the list call's names (from, to) and the exports' (start_date, end_date). */
const filterFields = {
  search_text: optionalText(100, 'Search'),
  from: optionalDateField(M.startDateInvalid),
  to: optionalDateField(M.endDateInvalid),
  start_date: optionalDateField(M.startDateInvalid),
  end_date: optionalDateField(M.endDateInvalid),
  category_id: idFilter(M.categoryInvalid),
  currency_id: idFilter(M.currencyInvalid),
  paymentMethod: paymentMethodFilter,
  payment_type: paymentMethodFilter,
  order: orderField,
};

type ParsedFilters = z.output<z.ZodObject<typeof filterFields>>;

const toFilters = (body: ParsedFilters): ExpenseFilters => ({
  search: body.search_text,
  from: body.from ?? body.start_date,
  to: body.to ?? body.end_date,
  categoryId: body.category_id,
  currencyId: body.currency_id,
  paymentMethod: body.paymentMethod ?? body.payment_type,
  order: body.order,
});

/** POST pagination/get_expense_list: the filters and one page (10 by default, at most 200). The page's
 * fields come before the spread filters, never after them (docs/decisions/0447-no-field-added-after-a-spread.md). */
export const ExpenseListSchema = z
  .object({ ...filterFields, ...pagingFields(EXPENSE_PAGE_SIZE) })
  .transform((body): ExpenseListRequest => ({ page: body.page, limit: body.limit, ...toFilters(body) }));
export type GetExpenseListRequest = z.input<typeof ExpenseListSchema>;

/** POST generate_pdf, export_expense and create_zip: the list's filters, every matching expense. */
export const ExpenseExportSchema = z.object(filterFields).transform(toFilters);
export type ExpenseExportRequest = z.input<typeof ExpenseExportSchema>;

/** POST expense/filter/dropdown: which list the filter wants; only 'category' is asked for. */
export const ExpenseDropdownSchema = z.object({
  content: z
    .union([z.string(), z.null()], { error: M.contentInvalid })
    .optional()
    .transform((value, ctx) => {
      const text = (value ?? '').trim().toLowerCase();
      if (text === '' || text === 'category') return 'category' as const;
      ctx.issues.push({ code: 'custom', message: M.contentInvalid, input: value });
      return z.NEVER;
    }),
});
