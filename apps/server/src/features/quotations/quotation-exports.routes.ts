// The quotation exports (spec 001 section 7): CSV, .xlsx and a ZIP of PDFs. Each call answers a signed
// link; the file itself is served by quotation-downloads.routes.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QuotationFiltersSchema } from '@tradebook/domain/quotations/list-quotations.schemas';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import { successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { documentExportUrl, type ExportFormat } from '../documents/document-exports';
import { quotationKind } from './quotation-kind';

const tags = ['quotations'];

export function quotationExportsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    const exportCall = (path: string, format: ExportFormat, what: string) =>
      app.post(
        api(path),
        {
          schema: {
            tags,
            security,
            body: QuotationFiltersSchema,
            description:
              `${what} of the quotations the filters select (the same optional filters as get_quotation_list_by_user). ` +
              'response[0] is a signed link, valid for 24 hours, that downloads the file (written as it is sent, ' +
              'whatever the number of quotations).',
            response: { 200: envelope(z.array(z.string())) },
          },
        },
        async (request) =>
          answer(
            [await documentExportUrl(ctx, ownerOf(request), quotationKind, request.body, format)],
            QUOTATION_MESSAGES.exportReady,
          ),
      );
    exportCall(
      'quotation_export_by_userId',
      'csv',
      'A CSV file (cells that could run as formulas neutralised)',
    );
    exportCall('quotation_export_xlsx_by_userId', 'xlsx', 'An Excel spreadsheet (.xlsx)');
    exportCall('quotation_export_zip_by_userId', 'zip', 'A ZIP file with the PDF of each quotation');
  };
}
