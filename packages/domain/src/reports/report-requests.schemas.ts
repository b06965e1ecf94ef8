// What the report calls take (docs/decisions/0376-reports.md): a period (from..to), a page of rows where a
// report lists them, a client for the statement, a tax year for the income-tax figures.
import { z } from 'zod';
import { wholeNumber } from '../api/fields';
import { documentMailFields } from '../documents/document-mail.schemas';
import { calendarDateField } from '../documents/document.schemas';
import { HMRC_CATEGORY_KEYS } from './hmrc-categories';

export const REPORT_MESSAGES = {
  fromRequired: 'From is required.',
  fromInvalid: 'From must be a valid date (YYYY-MM-DD).',
  toRequired: 'To is required.',
  toInvalid: 'To must be a valid date (YYYY-MM-DD).',
  order: 'The period must end on or after the day it starts.',
  tooLong: 'A report covers at most 24 months.',
  page: 'Page must be a whole number from 1.',
  perPage: 'Rows per page must be a whole number from 1 to 100.',
  taxYear: 'Tax year must be a year from 1900 to 2100.',
  clientRequired: 'Client is required.',
  clientNotFound: 'Client not found.',
  report:
    'Report must be one of profit_and_loss, aged_receivables, client_statement, sales_by_client, sales_by_item, income_tax.',
  format: 'Format must be pdf or xlsx.',
  category: 'Category must be one of the expense categories.',
  hmrcCategory: 'HMRC category must be one of HMRC’s self-employment expense categories.',
} as const;

export const DEFAULT_PER_PAGE = 50;

const page = wholeNumber(REPORT_MESSAGES.page)
  .pipe(z.number().min(1, { error: REPORT_MESSAGES.page }))
  .optional()
  .default(1);
const perPage = wholeNumber(REPORT_MESSAGES.perPage)
  .pipe(z.number().min(1, { error: REPORT_MESSAGES.perPage }).max(100, { error: REPORT_MESSAGES.perPage }))
  .optional()
  .default(DEFAULT_PER_PAGE);

const range = {
  from: calendarDateField(REPORT_MESSAGES.fromRequired, REPORT_MESSAGES.fromInvalid),
  to: calendarDateField(REPORT_MESSAGES.toRequired, REPORT_MESSAGES.toInvalid),
};

export const PeriodRequestSchema = z.object(range);
export type PeriodRequest = z.output<typeof PeriodRequestSchema>;

export const PagedPeriodRequestSchema = z.object({ ...range, page, per_page: perPage });
export type PagedPeriodRequest = z.output<typeof PagedPeriodRequestSchema>;

export const PageRequestSchema = z.object({ page, per_page: perPage });
export type PageRequest = z.output<typeof PageRequestSchema>;

export const ClientStatementRequestSchema = z.object({
  client_id: wholeNumber(REPORT_MESSAGES.clientRequired),
  ...range,
  page,
  per_page: perPage,
});
export type ClientStatementRequest = z.output<typeof ClientStatementRequestSchema>;

export const IncomeTaxRequestSchema = z.object({
  tax_year: wholeNumber(REPORT_MESSAGES.taxYear)
    .pipe(
      z.number().min(1900, { error: REPORT_MESSAGES.taxYear }).max(2100, { error: REPORT_MESSAGES.taxYear }),
    )
    .optional()
    .describe('The calendar year the tax year starts in; left out: the tax year that holds today.'),
});
export type IncomeTaxRequest = z.output<typeof IncomeTaxRequestSchema>;

export const REPORT_NAMES = [
  'profit_and_loss',
  'aged_receivables',
  'client_statement',
  'sales_by_client',
  'sales_by_item',
  'income_tax',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const ReportExportRequestSchema = z.object({
  report: z.enum(REPORT_NAMES, { error: REPORT_MESSAGES.report }),
  format: z.enum(['pdf', 'xlsx'], { error: REPORT_MESSAGES.format }),
  from: z.string().optional().describe('The period (every report but aged_receivables and income_tax).'),
  to: z.string().optional(),
  client_id: z.union([z.number(), z.string()]).optional().describe('client_statement: the client.'),
  tax_year: z.union([z.number(), z.string()]).optional().describe('income_tax: the year it starts in.'),
});
export type ReportExportRequest = z.output<typeof ReportExportRequestSchema>;

export const CategoryMappingUpdateSchema = z.object({
  mappings: z
    .array(
      z.object({
        category_id: wholeNumber(REPORT_MESSAGES.category),
        hmrc_category: z.enum(HMRC_CATEGORY_KEYS, { error: REPORT_MESSAGES.hmrcCategory }),
      }),
    )
    .max(100),
});
export type CategoryMappingUpdate = z.output<typeof CategoryMappingUpdateSchema>;

export const EmailStatementRequestSchema = z.object({
  client_id: wholeNumber(REPORT_MESSAGES.clientRequired),
  ...range,
  email_to: documentMailFields.to.describe("The address to send to; left out: the client's."),
  cc: documentMailFields.cc,
  subject: documentMailFields.subject,
  message: documentMailFields.message,
});
export type EmailStatementRequest = z.output<typeof EmailStatementRequestSchema>;
