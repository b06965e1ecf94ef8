// The dashboard's call (issue 14): GET dashboard/summary, the figures of the business at a glance.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import { DashboardSummarySchema } from '@tradebook/domain/dashboard/dashboard.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { dashboardSummary } from './dashboard.service';

export function dashboardRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(
      api('dashboard/summary'),
      {
        schema: {
          tags: ['dashboard'],
          security,
          description:
            "How the business is doing, in its own currency (the profile's currency_id): documents and " +
            'expenses in any other currency are left out of every figure. outstanding: what is still due on ' +
            'sent and part-paid invoices that are not void; overdue: those of them due before today; ' +
            'paid_this_month: payments dated this calendar month; expenses_this_month; quotations_awaiting: ' +
            'sent or pending quotations, not void and not expired; months: income (payments) and expenses ' +
            "of the last 12 calendar months, oldest first. Months and today are the server's calendar (UTC). " +
            'Computed by the database over every record, whatever their number.',
          response: { 200: successEnvelope(DashboardSummarySchema) },
        },
      },
      async (request) => answer(await dashboardSummary(ctx, ownerOf(request))),
    );
  };
}
