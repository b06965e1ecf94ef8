// The expense exports (docs/reference/expenses.md 'Calls'): generate_pdf and export_expense answer the file
// itself; create_zip answers a signed, expiring link whose download route (public: the link is the key)
// writes the ZIP as it is sent. A failure before the first byte answers the JSON envelope. Each of the three
// counts against the owner's limit of exports a minute; the link opens once (exports/download-links.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import { ExpenseZipLinkSchema } from '@tradebook/domain/expenses/expense.schemas';
import { ExpenseExportSchema, type ExpenseFilters } from '@tradebook/domain/expenses/list-expenses.schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../app-error';
import { signedExportUrl, verifyExportDownload } from '../../exports/download-links';
import { ownerOf } from '../../http/auth';
import { limitHeavyWork } from '../accounts/heavy-work-limits';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import {
  expenseReport,
  expenseSpreadsheet,
  expenseZip,
  exportFilename,
  requireReceiptZipSize,
} from './expense-exports';

const FILTERS_DOC =
  'Filters as the list takes them, all optional: start_date and end_date (or from and to), category_id, ' +
  'currency_id, paymentMethod, search_text, order.';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sendFile(reply: FastifyReply, file: { filename: string; contentType: string; stream: Readable }) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

/** The filters as a signed link carries them: the list's own field names, read back with the same schema. */
function linkFilters(filters: ExpenseFilters) {
  return {
    search_text: filters.search,
    from: filters.from,
    to: filters.to,
    category_id: filters.categoryId,
    currency_id: filters.currencyId,
    paymentMethod: filters.paymentMethod,
    order: filters.order,
  };
}

export function expenseExportsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const tags = ['expenses'];
    const fileAnswer = { 200: z.any().describe('The file.') };

    app.post(
      api('generate_pdf'),
      {
        schema: {
          tags,
          security,
          body: ExpenseExportSchema.optional(),
          description: `The matching expenses as a PDF report (application/pdf): a table, then totals per currency and per category. ${FILTERS_DOC}`,
          produces: ['application/pdf'],
          response: fileAnswer,
        },
      },
      async (request, reply) => {
        const filters = request.body ?? ExpenseExportSchema.parse({});
        await limitHeavyWork(ctx, ownerOf(request), 'export');
        const stream = await expenseReport(ctx, ownerOf(request), filters);
        return sendFile(reply, {
          filename: exportFilename(filters, 'pdf'),
          contentType: 'application/pdf',
          stream,
        });
      },
    );

    app.post(
      api('export_expense'),
      {
        schema: {
          tags,
          security,
          body: ExpenseExportSchema.optional(),
          description: `The matching expenses as a spreadsheet (.xlsx), amounts as numbers. ${FILTERS_DOC}`,
          produces: [XLSX],
          response: fileAnswer,
        },
      },
      async (request, reply) => {
        const filters = request.body ?? ExpenseExportSchema.parse({});
        await limitHeavyWork(ctx, ownerOf(request), 'export');
        const stream = expenseSpreadsheet(ctx, ownerOf(request), filters);
        return sendFile(reply, { filename: exportFilename(filters, 'xlsx'), contentType: XLSX, stream });
      },
    );

    app.post(
      api('create_zip'),
      {
        schema: {
          tags,
          security,
          body: ExpenseExportSchema.optional(),
          description:
            'A signed link (it opens once, within 15 minutes) to a ZIP of the matching expenses: expenses.csv (a summary) and ' +
            `every receipt named by its expense number (EXP-000001.jpg, EXP-000001-2.jpg). ${FILTERS_DOC}`,
          response: { 200: successEnvelope(ExpenseZipLinkSchema) },
        },
      },
      async (request) => {
        const filters = request.body ?? ExpenseExportSchema.parse({});
        await limitHeavyWork(ctx, ownerOf(request), 'export');
        await requireReceiptZipSize(ctx, ownerOf(request), filters);
        const link = await signedExportUrl(
          ctx,
          ownerOf(request),
          { kind: 'expenses', filename: exportFilename(filters, 'zip') },
          linkFilters(filters),
        );
        return answer(link, 'Success');
      },
    );
  };
}

const ParamsSchema = z.object({ owner: z.string(), key: z.string(), filename: z.string() });
const QuerySchema = z.object({
  expires: z.string().optional(),
  sig: z.string().optional(),
  q: z.string().optional(),
});

/** The ZIP behind create_zip's link: no token, the signature over the path and the filters grants it. */
export function expenseDownloadRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/v3/download/expenses/:owner/:key/:filename',
      {
        schema: {
          tags: ['expenses'],
          params: ParamsSchema,
          querystring: QuerySchema,
          description:
            'The ZIP of a create_zip link, written as it is sent; an altered or expired link answers 404.',
        },
      },
      async (request, reply) => {
        const { owner, filters } = await verifyExportDownload(ctx, {
          kind: 'expenses',
          ...request.params,
          ...request.query,
        });
        const parsed = ExpenseExportSchema.safeParse(filters);
        if (!parsed.success || exportFilename(parsed.data, 'zip') !== request.params.filename)
          throw notFound();
        await requireReceiptZipSize(ctx, owner, parsed.data);
        return sendFile(reply, {
          filename: request.params.filename,
          contentType: 'application/zip',
          stream: expenseZip(ctx, owner, parsed.data),
        });
      },
    );
  };
}
