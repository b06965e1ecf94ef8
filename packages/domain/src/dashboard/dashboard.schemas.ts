// The dashboard's one call, GET dashboard/summary (issue 14; docs/decisions/0304-dashboard-summary.md):
// how the business is doing, in its own currency, computed by the database from every document, payment
// and expense of the owner. Amounts are numbers with 2 decimals, like every other answer.
import { z } from 'zod';

/** How many calendar months the chart shows, the current one last. */
export const DASHBOARD_MONTHS = 12;

const amount = (what: string) => z.number().describe(`${what}, 2 decimals.`);

const FigureSchema = z.object({
  amount: z.number().describe('The sum, 2 decimals.'),
  count: z.number().int().describe('How many records it adds up.'),
});
export type DashboardFigure = z.infer<typeof FigureSchema>;

export const DashboardMonthSchema = z.object({
  month: z.string().describe('YYYY-MM.'),
  income: amount('Payments received that month (by payment date), on invoices that are not void'),
  expenses: amount('Expenses dated that month'),
});
export type DashboardMonth = z.infer<typeof DashboardMonthSchema>;

export const DashboardSummarySchema = z
  .object({
    currency_id: z.number().int().describe("The business's currency (the profile's currency_id)."),
    currency: z.string().describe('Its symbol, e.g. £.'),
    currency_code: z.string().describe('ISO 4217 code, e.g. GBP.'),
    today: z.string().describe("The server's calendar date (UTC) the figures were computed on, YYYY-MM-DD."),
    outstanding: FigureSchema.describe(
      'Sent and part-paid invoices, not void: what is still due on them (total less payments).',
    ),
    overdue: FigureSchema.describe('The outstanding invoices whose due date is before today.'),
    paid_this_month: FigureSchema.describe(
      'Payments dated this calendar month, on invoices that are not void (count: the payments).',
    ),
    expenses_this_month: FigureSchema.describe('Expenses dated this calendar month.'),
    quotations_awaiting: FigureSchema.describe(
      'Sent or pending quotations, not void, neither approved nor rejected, and not expired: their totals.',
    ),
    tax_to_set_aside: z
      .object({
        amount: amount('The profit so far x the rate, never below 0'),
        profit_so_far: amount('Income less allowable expenses from the start of the tax year to today'),
        rate: z.number().describe('Percent, from the tax settings.'),
      })
      .describe('Income tax to set aside (docs/decisions/0375-income-tax-figures.md).'),
    vat_this_period: z
      .object({
        from: z.string(),
        to: z.string(),
        amount: amount(
          'Box 5 of the VAT return of the period that holds today so far (negative: to reclaim)',
        ),
      })
      .describe('VAT for this period so far (tax/vat_return of the current period).'),
    months: z
      .array(DashboardMonthSchema)
      .describe(`The last ${DASHBOARD_MONTHS} calendar months, oldest first, the current month last.`),
  })
  .describe(
    "Only documents and expenses in the business's own currency are counted: one in another currency " +
      'is left out of every figure (amounts in different currencies cannot be added).',
  );
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;

/** 'YYYY-MM' of the `count` calendar months that end with the month of `today` (YYYY-MM-DD), oldest first. */
export function lastMonths(today: string, count = DASHBOARD_MONTHS): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const at = year * 12 + month - (count - 1 - index);
    return `${String(Math.floor(at / 12)).padStart(4, '0')}-${String((at % 12) + 1).padStart(2, '0')}`;
  });
}

/** The first day of the month after 'YYYY-MM'. */
export function nextMonthStart(month: string): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  return index === 12 ? `${year + 1}-01-01` : `${year}-${String(index + 1).padStart(2, '0')}-01`;
}
