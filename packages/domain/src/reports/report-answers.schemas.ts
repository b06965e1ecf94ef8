// What the report calls answer (docs/decisions/0376-reports.md): amounts in the business's currency with
// 2 decimals, like every other answer; a document in another currency at the rate it keeps (ADR 0393).
import { z } from 'zod';
import { HMRC_CATEGORY_KEYS } from './hmrc-categories';

const money = (what: string) => z.number().describe(`${what}, 2 decimals.`);
const pageOf = <T extends z.ZodTypeAny>(row: T) => ({
  rows: z.array(row),
  page: z.number().int(),
  per_page: z.number().int(),
  total_rows: z.number().int().describe('Rows of the whole report, over every page.'),
});
const head = {
  currency_code: z
    .string()
    .describe(
      "The business's currency: a document in another counts at the exchange rate it keeps (one without is left out).",
    ),
};

export const ProfitAndLossSchema = z.object({
  ...head,
  from: z.string(),
  to: z.string(),
  basis: z.enum(['invoice', 'cash']),
  months: z.array(
    z.object({
      month: z.string().describe('YYYY-MM.'),
      income: money('Sales before VAT (credit notes taken off; cash basis: received less its VAT)'),
      expenses: money('Expenses (gross less reclaimable VAT), allowable or not'),
      profit: money('Income less expenses'),
    }),
  ),
  totals: z.object({ income: z.number(), expenses: z.number(), profit: z.number() }),
});
export type ProfitAndLoss = z.infer<typeof ProfitAndLossSchema>;

const BucketsSchema = z.object({
  current: money('Not yet due'),
  days_1_30: money('1 to 30 days overdue'),
  days_31_60: money('31 to 60 days overdue'),
  days_61_90: money('61 to 90 days overdue'),
  over_90: money('Over 90 days overdue'),
  total: money('All of them'),
});
export type AgedBuckets = z.infer<typeof BucketsSchema>;

export const AgedReceivablesSchema = z.object({
  ...head,
  as_of: z.string().describe("Today, the server's calendar date."),
  ...pageOf(
    BucketsSchema.extend({
      client_id: z.number().int(),
      client_name: z.string(),
      invoices: z.number().int(),
    }),
  ),
  totals: BucketsSchema,
});
export type AgedReceivables = z.infer<typeof AgedReceivablesSchema>;

const SalesFigures = {
  net: money('Before VAT, after discount'),
  vat: money('VAT and the second tax'),
  gross: money('Total'),
  documents: z.number().int().describe('Invoices and credit notes behind the row.'),
};

export const SalesByClientSchema = z.object({
  ...head,
  from: z.string(),
  to: z.string(),
  ...pageOf(z.object({ client_id: z.number().int(), client_name: z.string(), ...SalesFigures })),
  totals: z.object(SalesFigures),
});
export type SalesByClient = z.infer<typeof SalesByClientSchema>;

export const SalesByItemSchema = z.object({
  ...head,
  from: z.string(),
  to: z.string(),
  ...pageOf(
    z.object({
      name: z.string().describe("The line's name (items are matched by name)."),
      quantity: z.number(),
      amount: money("Lines' totals, before the document's discount and taxes; credit notes taken off"),
      lines: z.number().int(),
    }),
  ),
  totals: z.object({ amount: z.number(), lines: z.number().int() }),
});
export type SalesByItem = z.infer<typeof SalesByItemSchema>;

export const StatementLineSchema = z.object({
  date: z.string(),
  type: z.enum(['invoice', 'credit_note', 'payment', 'refund']),
  reference: z.string().describe("The document's number (a payment's invoice)."),
  amount: money('What it adds to the balance (invoices, refunds) or takes off it (payments, credit notes)'),
  balance: money('The balance after it'),
});
export type StatementLine = z.infer<typeof StatementLineSchema>;

export const ClientStatementSchema = z.object({
  ...head,
  client_id: z.number().int(),
  client_name: z.string(),
  client_email: z.string(),
  from: z.string(),
  to: z.string(),
  opening_balance: money('What the client owed before the period'),
  invoices: money('Invoiced in the period'),
  payments: money('Paid in the period'),
  credit_notes: money('Credited in the period'),
  refunds: money('Paid back to the client in the period'),
  closing_balance: money('What the client owes at the end of the period'),
  ...pageOf(StatementLineSchema),
});
export type ClientStatement = z.infer<typeof ClientStatementSchema>;

const PeriodFigures = z.object({
  from: z.string(),
  to: z.string(),
  income: money('Sales before VAT'),
  expenses: money('Allowable expenses'),
  profit: money('Income less allowable expenses'),
});

export const IncomeTaxSchema = z.object({
  ...head,
  tax_year: z.number().int().describe('The calendar year the tax year starts in.'),
  from: z.string(),
  to: z.string(),
  basis: z.enum(['invoice', 'cash']),
  income: z.number(),
  allowable_expenses: z.number(),
  disallowed_expenses: money('Expenses in categories HMRC does not allow (entertainment, depreciation)'),
  profit: z.number(),
  quarters: z.array(PeriodFigures),
  categories: z.array(
    z.object({
      hmrc_category: z.enum(HMRC_CATEGORY_KEYS),
      name: z.string(),
      allowable: z.boolean(),
      amount: z.number(),
    }),
  ),
  profit_so_far: money('Profit from the start of the tax year to today'),
  income_tax_rate: z.number().describe('Percent, from the tax settings.'),
  tax_to_set_aside: money('Profit so far x the rate (never below 0)'),
});
export type IncomeTax = z.infer<typeof IncomeTaxSchema>;

export const CategoryMappingSchema = z.array(
  z.object({
    category_id: z.number().int(),
    category_name: z.string(),
    hmrc_category: z.enum(HMRC_CATEGORY_KEYS),
    hmrc_name: z.string(),
    allowable: z.boolean(),
    is_default: z.boolean().describe('True while the owner has not chosen one.'),
  }),
);
export type CategoryMapping = z.infer<typeof CategoryMappingSchema>;
