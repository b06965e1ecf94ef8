// The export calls of a kind's list (CSV, .xlsx, a PDF summary, a ZIP of PDFs), for every kind: each answers
// a signed link in response[0]; the file itself is made when the link is opened
// (document-downloads.routes.ts). A kind names its calls and its filter schema.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DocumentFilters } from '@tradebook/domain/documents/list-documents.schemas';
import { successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import type { DocumentKind } from './document-kind';
import { documentExportUrl, type ExportFormat } from './document-exports';

const WHAT: Record<ExportFormat, string> = {
  csv: 'A CSV file (cells that could run as formulas neutralised)',
  xlsx: 'An Excel spreadsheet (.xlsx, cells that could run as formulas neutralised)',
  pdf: 'A PDF summary (one row per document, totals per currency without the void ones)',
  zip: 'A ZIP file with the PDF of each',
};

export interface ExportCalls<Filter extends string> {
  /** The call of each format: { csv: 'quotation_export_by_userId', ... }. */
  paths: Partial<Record<ExportFormat, string>>;
  filtersSchema: z.ZodType<DocumentFilters<Filter>, unknown>;
  /** The list call whose filters the exports take. */
  listCall: string;
  message: string;
}

export function documentExportRoutes<Filter extends string>(
  ctx: AppContext,
  kind: DocumentKind<Filter>,
  calls: ExportCalls<Filter>,
) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    for (const [format, path] of Object.entries(calls.paths) as Array<[ExportFormat, string]>) {
      app.post(
        api(path),
        {
          schema: {
            tags: [kind.exportName],
            security,
            body: calls.filtersSchema,
            description:
              `${WHAT[format]} of the ${kind.exportName} the filters select (the same optional filters as ` +
              `${calls.listCall}). response[0] is a signed link that downloads the file once, within 15 minutes ` +
              `(written as it is sent, whatever the number of ${kind.exportName}; a ZIP holds at most ` +
              `1,000). A second open answers 410.`,
            response: { 200: envelope(z.array(z.string())) },
          },
        },
        async (request) =>
          answer([await documentExportUrl(ctx, ownerOf(request), kind, request.body, format)], calls.message),
      );
    }
  };
}
