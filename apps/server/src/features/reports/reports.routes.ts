// The report calls (docs/decisions/0375-income-tax-figures.md, 0376-reports.md): each answers one report of
// the owner's records in the business's currency, worked out by grouped statements in the database.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import {
  AgedReceivablesSchema,
  CategoryMappingSchema,
  ClientStatementSchema,
  IncomeTaxSchema,
  ProfitAndLossSchema,
  SalesByClientSchema,
  SalesByItemSchema,
} from '@tradebook/domain/reports/report-answers.schemas';
import {
  CategoryMappingUpdateSchema,
  ClientStatementRequestSchema,
  IncomeTaxRequestSchema,
  PagedPeriodRequestSchema,
  PageRequestSchema,
  PeriodRequestSchema,
} from '@tradebook/domain/reports/report-requests.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { getAgedReceivables } from './aged-receivables';
import { getCategoryMapping, updateCategoryMapping } from './category-mapping';
import { getClientStatement } from './client-statement';
import { getIncomeTax } from './income-tax';
import { getProfitAndLoss } from './profit-and-loss';
import { getSalesByClient, getSalesByItem } from './sales-reports';

const tags = ['reports'];
const PERIOD = 'from and to (YYYY-MM-DD, at most 24 months)';
const PAGED = 'page (from 1) and per_page (1-100, default 50)';

export function reportsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.post(
      api('reports/income_tax'),
      {
        schema: {
          tags,
          security,
          body: IncomeTaxRequestSchema,
          description:
            "Income, allowable expenses by HMRC category and profit of a tax year (from the tax settings' " +
            'start) and each of its quarters, on the accounting basis of the settings, and the tax to set ' +
            'aside: the profit from the start of the tax year that holds today to today, at the settings’ rate.',
          response: { 200: successEnvelope(IncomeTaxSchema) },
        },
      },
      async (request) => answer(await getIncomeTax(ctx, ownerOf(request), request.body)),
    );
    app.get(
      api('reports/expense_categories'),
      {
        schema: {
          tags,
          security,
          description: 'Each expense category with the HMRC self-employment category it is reported in.',
          response: { 200: successEnvelope(CategoryMappingSchema) },
        },
      },
      async (request) => answer(await getCategoryMapping(ctx, ownerOf(request))),
    );
    app.post(
      api('reports/update_expense_categories'),
      {
        schema: {
          tags,
          security,
          body: CategoryMappingUpdateSchema,
          description: 'Chooses the HMRC category of the expense categories sent; the others keep theirs.',
          response: { 200: successEnvelope(CategoryMappingSchema) },
        },
      },
      async (request) => answer(await updateCategoryMapping(ctx, ownerOf(request), request.body)),
    );
    app.post(
      api('reports/profit_and_loss'),
      {
        schema: {
          tags,
          security,
          body: PeriodRequestSchema,
          description: `Income, expenses and profit of each calendar month of the period: ${PERIOD}.`,
          response: { 200: successEnvelope(ProfitAndLossSchema) },
        },
      },
      async (request) => answer(await getProfitAndLoss(ctx, ownerOf(request), request.body)),
    );
    app.post(
      api('reports/aged_receivables'),
      {
        schema: {
          tags,
          security,
          body: PageRequestSchema,
          description: `What each client owes on open invoices by days overdue today, most first: ${PAGED}.`,
          response: { 200: successEnvelope(AgedReceivablesSchema) },
        },
      },
      async (request) => answer(await getAgedReceivables(ctx, ownerOf(request), request.body)),
    );
    app.post(
      api('reports/sales_by_client'),
      {
        schema: {
          tags,
          security,
          body: PagedPeriodRequestSchema,
          description: `Sales of the period (invoices less credit notes) per client, most first: ${PERIOD}; ${PAGED}.`,
          response: { 200: successEnvelope(SalesByClientSchema) },
        },
      },
      async (request) => answer(await getSalesByClient(ctx, ownerOf(request), request.body)),
    );
    app.post(
      api('reports/sales_by_item'),
      {
        schema: {
          tags,
          security,
          body: PagedPeriodRequestSchema,
          description: `Sales of the period per line name, most first: ${PERIOD}; ${PAGED}.`,
          response: { 200: successEnvelope(SalesByItemSchema) },
        },
      },
      async (request) => answer(await getSalesByItem(ctx, ownerOf(request), request.body)),
    );
    app.post(
      api('reports/client_statement'),
      {
        schema: {
          tags,
          security,
          body: ClientStatementRequestSchema,
          description:
            `A client's statement: opening balance, the period's invoices, credit notes, refunds and payments ` +
            `with the balance after each, closing balance: client_id, ${PERIOD}; ${PAGED}.`,
          response: { 200: successEnvelope(ClientStatementSchema) },
        },
      },
      async (request) => answer(await getClientStatement(ctx, ownerOf(request), request.body)),
    );
  };
}
