// Settings › Tax and Registration, the VAT and income-tax half (docs/decisions/0364-tax-settings.md): the
// VAT period (monthly, quarterly with the month the first quarter ends, yearly), the accounting basis
// (invoice or cash), the UK flat-rate scheme and its percentage, the day the tax year starts (6 April in
// the UK, 1 January elsewhere) and the rate set aside for income tax. Every field of the save is
// optional: one left out keeps what is stored.
import { z } from 'zod';
import { parseScaled } from '../money/money';
import { MAX_PERCENT_MILLI, PERCENT_DECIMALS } from '../money/percent';

export const VAT_PERIODS = ['monthly', 'quarterly', 'yearly'] as const;
export type VatPeriodKind = (typeof VAT_PERIODS)[number];
export const ACCOUNTING_BASES = ['invoice', 'cash'] as const;
export type AccountingBasis = (typeof ACCOUNTING_BASES)[number];

/** The stored settings: rates in thousandths of a percent, the tax year's first day as 'MM-DD'. */
export interface TaxScheme {
  vatPeriod: VatPeriodKind;
  /** 1-12: the month the first quarter (or the year) of VAT periods ends; monthly ignores it. */
  periodEndMonth: number;
  basis: AccountingBasis;
  flatRate: boolean;
  flatRateMilli: number;
  /** 'MM-DD'. */
  taxYearStart: string;
  incomeTaxRateMilli: number;
}

/** What a business that never saved the tab has: quarters ending March, June, September and December,
 * the invoice basis, no flat rate, 20 % set aside; the tax year from its country (ISO alpha-2). */
export function defaultTaxScheme(countryCode: string | undefined): TaxScheme {
  return {
    vatPeriod: 'quarterly',
    periodEndMonth: 3,
    basis: 'invoice',
    flatRate: false,
    flatRateMilli: 0,
    taxYearStart: countryCode === 'GB' ? '04-06' : '01-01',
    incomeTaxRateMilli: 20_000,
  };
}

export const TAX_SCHEME_MESSAGES = {
  period: 'VAT period must be monthly, quarterly or yearly.',
  month: 'The month the VAT period ends must be a whole number from 1 to 12.',
  basis: 'Accounting basis must be invoice or cash.',
  flatRateSwitch: 'Flat rate scheme must be 0 (off) or 1 (on).',
  flatRate: 'Flat rate percentage must be a number from 0 to 100 with at most 3 decimals.',
  flatRateRequired: 'Flat rate percentage is required when the flat rate scheme is on.',
  taxYearStart: 'Tax year start must be a day of the year as MM-DD, such as 04-06.',
  incomeTaxRate: 'Income tax rate must be a number from 0 to 100 with at most 3 decimals.',
  saved: 'Save data Successful.',
} as const;
const M = TAX_SCHEME_MESSAGES;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function choice<T extends string>(options: readonly T[], message: string) {
  return z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx): T | undefined => {
      if (blank(value)) return undefined;
      const text = String(value).trim().toLowerCase();
      const found = options.find((option) => option === text);
      if (!found) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return found;
    })
    .meta({ type: 'string', enum: [...options] });
}

function percent(message: string) {
  return z
    .union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((value, ctx): number | undefined => {
      if (blank(value)) return undefined;
      const milli = parseScaled(value as string | number, PERCENT_DECIMALS);
      if (milli === undefined || milli < 0 || milli > MAX_PERCENT_MILLI) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return milli;
    })
    .meta({ type: 'number', description: 'Percent, 0 to 100, up to 3 decimals.' });
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** 'MM-DD' of a day every year has (29 February is not one). */
export function isYearDay(text: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [month, day] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]! && text !== '02-29';
}

export const UpdateTaxSchemeSchema = z
  .object({
    vat_period: choice(VAT_PERIODS, M.period),
    period_end_month: z
      .union([z.string(), z.number(), z.null()], { error: M.month })
      .optional()
      .transform((value, ctx): number | undefined => {
        if (blank(value)) return undefined;
        const month = Number(String(value).trim());
        if (!Number.isInteger(month) || month < 1 || month > 12) {
          ctx.addIssue({ code: 'custom', message: M.month });
          return z.NEVER;
        }
        return month;
      })
      .meta({ type: 'integer', minimum: 1, maximum: 12 }),
    accounting_basis: choice(ACCOUNTING_BASES, M.basis),
    flat_rate_scheme: z
      .union([z.string(), z.number(), z.boolean(), z.null()], { error: M.flatRateSwitch })
      .optional()
      .transform((value, ctx): boolean | undefined => {
        if (blank(value)) return undefined;
        const text = String(value).trim().toLowerCase();
        if (text === '1' || text === 'true') return true;
        if (text === '0' || text === 'false') return false;
        ctx.addIssue({ code: 'custom', message: M.flatRateSwitch });
        return z.NEVER;
      })
      .meta({ type: 'integer', enum: [0, 1] }),
    flat_rate: percent(M.flatRate),
    tax_year_start: z
      .union([z.string(), z.null()], { error: M.taxYearStart })
      .optional()
      .transform((value, ctx): string | undefined => {
        if (blank(value)) return undefined;
        const text = String(value).trim();
        if (!isYearDay(text)) {
          ctx.addIssue({ code: 'custom', message: M.taxYearStart });
          return z.NEVER;
        }
        return text;
      })
      .meta({ type: 'string', description: 'MM-DD: 04-06 in the UK, 01-01 elsewhere.' }),
    income_tax_rate: percent(M.incomeTaxRate),
  })
  .transform((body): Partial<TaxScheme> => ({
    ...(body.vat_period && { vatPeriod: body.vat_period }),
    ...(body.period_end_month && { periodEndMonth: body.period_end_month }),
    ...(body.accounting_basis && { basis: body.accounting_basis }),
    ...(body.flat_rate_scheme !== undefined && { flatRate: body.flat_rate_scheme }),
    ...(body.flat_rate !== undefined && { flatRateMilli: body.flat_rate }),
    ...(body.tax_year_start && { taxYearStart: body.tax_year_start }),
    ...(body.income_tax_rate !== undefined && { incomeTaxRateMilli: body.income_tax_rate }),
  }));
export type UpdateTaxSchemeRequest = z.input<typeof UpdateTaxSchemeSchema>;

/** tax/get_settings and tax/update_settings answer. */
export const TaxSchemeAnswerSchema = z.object({
  vat_period: z.enum(VAT_PERIODS),
  period_end_month: z.number().int().describe('1-12: the month the first quarter (or the year) ends.'),
  accounting_basis: z.enum(ACCOUNTING_BASES),
  flat_rate_scheme: z.union([z.literal(0), z.literal(1)]),
  flat_rate: z.number().describe('Percent; 0 when the scheme is off.'),
  tax_year_start: z.string().describe('MM-DD.'),
  income_tax_rate: z.number().describe('Percent of the profit set aside for income tax.'),
});
export type TaxSchemeAnswer = z.infer<typeof TaxSchemeAnswerSchema>;
