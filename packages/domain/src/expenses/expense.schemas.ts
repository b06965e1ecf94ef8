// The answers of the expense calls (docs/reference/expenses.md 'Fields'). Amounts are
// numbers with 2 decimals; `url` lists signed, expiring links to the receipt images, `attachments` the
// same with the id and the file name the delete call takes.
import { z } from 'zod';
import { PaginationSchema } from '../api/paging';
import { DocumentAttachmentSchema } from '../documents/attachments.schemas';
import { VatLockSchema } from '../tax/filed-vat-return.schemas';

export const ExpenseSchema = z.object({
  id: z.number().int(),
  expense_id: z.number().int().describe('The same as id.'),
  expense_no: z.string().describe('EXP-000001, assigned at create.'),
  expense_date: z.string().describe('YYYY-MM-DD.'),
  category_id: z.number().int(),
  category: z.string().describe("The category's name."),
  vendor: z.string(),
  payment_type: z.string(),
  notes: z.string(),
  currency_id: z.number().int(),
  currency: z.string().describe('The currency symbol, e.g. £.'),
  currency_code: z.string().describe('ISO 4217 code, e.g. GBP.'),
  amount: z.number().describe('The amount paid, 2 decimals.'),
  exchange_rate: z
    .string()
    .nullable()
    .describe(
      "Units of the business's currency for one of the expense's, as stored (exact text); null in the " +
        "business's currency.",
    ),
  supplier_invoice_no: z
    .string()
    .describe("The supplier's invoice number, read from its e-invoice; '' otherwise."),
  net: z
    .number()
    .nullable()
    .describe('The amount before VAT, 2 decimals (net + vat = amount); the amount when no VAT was typed.'),
  vat: z.number().nullable().describe('The VAT paid, 2 decimals; 0 when none was typed.'),
  vat_rate: z.number().describe('The VAT rate in percent (20, 5, 0), up to 3 decimals.'),
  vat_reclaimable: z.boolean().describe('Whether the VAT is reclaimed on the VAT return.'),
  file_name: z.string().describe("The first receipt's stored file name, 'N/A' when there is none."),
  url: z.array(z.string()).describe('Signed links to every receipt image (they expire).'),
  is_image: z.enum(['Y', 'N']).describe('Y when the expense has a receipt image.'),
  attachments: z.array(DocumentAttachmentSchema).describe('The receipts: id, stored file name, signed url.'),
  attachment_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  locked_by_vat_return: VatLockSchema,
});
export type Expense = z.infer<typeof ExpenseSchema>;

export const ExpenseTotalSchema = z.object({
  currency_id: z.number().int(),
  currency: z.string().describe('The currency symbol.'),
  currency_code: z.string(),
  count: z.number().int().describe('Matching expenses in this currency.'),
  amount: z.number().describe('Their amounts added up, 2 decimals.'),
});
export type ExpenseTotal = z.infer<typeof ExpenseTotalSchema>;

/** The `response` of pagination/get_expense_list: the page's rows in `data`, where the spec reads them,
 * with current_page and last_page beside them, and the totals of every matching expense per currency. */
export const ExpenseListPageSchema = z.object({
  data: z.array(ExpenseSchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  totals: z
    .array(ExpenseTotalSchema)
    .describe('Per currency, over every expense matching the filters (not only this page).'),
});
export type ExpenseListPage = z.infer<typeof ExpenseListPageSchema>;

export const ExpenseListAnswerSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  response: ExpenseListPageSchema,
  pagination: PaginationSchema,
});
export type ExpenseListAnswer = z.infer<typeof ExpenseListAnswerSchema>;

export const ExpenseCountSchema = z.object({
  expense_count: z.number().int().describe('Expenses created this calendar month.'),
  total_credit_per_month: z.number().int().describe('Expenses a month on the free plan (5).'),
  limit_applies: z.boolean().describe('Free usage is over and no subscription is running.'),
  limit_reached: z.boolean().describe('No more expenses may be created this month.'),
});
export type ExpenseCount = z.infer<typeof ExpenseCountSchema>;

/** get_expense_category: {id, category}. */
export const ExpenseCategoryListSchema = z.array(z.object({ id: z.number().int(), category: z.string() }));
/** expense/filter/dropdown: {id, name} (the spec's all-categories list). */
export const ExpenseCategoryOptionsSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** delete_expense_attachment answers its message as a list (the web shows the first entry) and
 * `statusCode` 200, as the spec's client reads them, with the expense as it now is. */
export const DeleteExpenseAttachmentAnswerSchema = z.object({
  status: z.literal(1),
  statusCode: z.literal(200),
  message: z.array(z.string()),
  response: ExpenseSchema,
});

/** create_zip answers a signed link to the ZIP (it opens once, within 15 minutes). */
export const ExpenseZipLinkSchema = z.string().describe('A signed link to the ZIP file.');
