// reports/export (a report as a PDF or a spreadsheet) and reports/email_statement (a client's statement
// e-mailed as a PDF), docs/decisions/0376-reports.md. Each counts against the owner's limits of exports or
// e-mails a minute.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import {
  EmailStatementRequestSchema,
  ReportExportRequestSchema,
} from '@tradebook/domain/reports/report-requests.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { limitHeavyWork } from '../accounts/heavy-work-limits';
import { emailStatement } from './email-statement';
import { exportReport } from './report-exports';

export function reportExportsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.post(
      api('reports/export'),
      {
        schema: {
          tags: ['reports'],
          security,
          body: ReportExportRequestSchema,
          description:
            'One report as a PDF (application/pdf) or a spreadsheet (xlsx): report is profit_and_loss, ' +
            'sales_by_client or sales_by_item (with from and to), aged_receivables, client_statement (with ' +
            'client_id, from and to) or income_tax (with tax_year, optional). Every row, not a page.',
          produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
          response: { 200: z.any().describe('The file.') },
        },
      },
      async (request, reply) => {
        const owner = ownerOf(request);
        await limitHeavyWork(ctx, owner, 'export');
        const file = await exportReport(ctx, owner, request.body);
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );
    app.post(
      api('reports/email_statement'),
      {
        schema: {
          tags: ['reports'],
          security,
          body: EmailStatementRequestSchema,
          description:
            "E-mails a client's statement of the period (client_id, from, to) as a PDF, queued in the outbox: " +
            "to email_to or the client's address, with cc, subject and message as the document composer takes them.",
          response: { 200: successEnvelope(z.object({ to: z.string() })) },
        },
      },
      async (request) => answer(await emailStatement(ctx, ownerOf(request), request.body)),
    );
  };
}
