// The clients and items import (docs/decisions/0337): preview a file, then import it. The route only
// parses, calls and answers; a refused import answers its rows' problems as data beside the messages.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FAILURE, successEnvelope } from '@tradebook/domain/api/envelope';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  ImportCommitRequestSchema,
  ImportPreviewRequestSchema,
  ImportPreviewSchema,
  ImportRefusedSchema,
  ImportResultSchema,
} from '@tradebook/domain/imports/imports.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { refusalCodes } from '../../http/message-codes';
import { limitHeavyWork } from '../accounts/heavy-work-limits';
import { commitImport, ImportRowsRefused } from './commit-import';
import { previewImport } from './preview-import';

const tags = ['imports'];

const FILE_DOC =
  `Multipart: \`kind\` ('clients' or 'items') and \`file\`, a CSV (UTF-8 or Windows-1252; comma, ` +
  `semicolon or tab) or an XLSX (its first sheet), the first row naming the columns; at most ` +
  `${IMPORT_LIMITS.bytes / 1024 / 1024} MB, ${IMPORT_LIMITS.rows} rows and ${IMPORT_LIMITS.columns} columns. ` +
  'Cells are read as text and never evaluated. 415 for a file that is neither, 413 past the size, 422 past ' +
  'the rows or columns. Counts against the per-user limit of heavy work (429 with Retry-After). ';

export function importsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post(
      api('import/preview'),
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          body: ImportPreviewRequestSchema,
          description:
            FILE_DOC +
            'Answers the columns, the fields they can fill, the proposed mapping (known column names of ' +
            "Invoice Ninja's, FreshBooks' and Zoho Invoice's exports map by themselves), the first rows and " +
            'how many rows there are. Nothing is stored.',
          response: { 200: successEnvelope(ImportPreviewSchema) },
        },
      },
      async (request) => {
        await limitHeavyWork(ctx, ownerOf(request), 'import');
        return answer(await previewImport(request.body.kind, request.body.file));
      },
    );

    app.post(
      api('import/commit'),
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          body: ImportCommitRequestSchema,
          description:
            FILE_DOC +
            'The file again with `mapping`. Every row is checked with the rules and messages of create_client ' +
            "or create_item; if any row is wrong nothing is imported and the 422 lists each row's problems " +
            '({row, field, message}, the header being row 1). Otherwise every row is imported in one ' +
            'transaction (items numbered ITEM-000001... in file order) and the answer counts them.',
          response: { 200: successEnvelope(ImportResultSchema), 422: ImportRefusedSchema },
        },
      },
      async (request, reply) => {
        const owner = ownerOf(request);
        await limitHeavyWork(ctx, owner, 'import');
        try {
          const result = await commitImport(ctx, owner, request.body);
          return answer(result, IMPORT_MESSAGES.imported(result.imported, result.kind));
        } catch (error) {
          if (!(error instanceof ImportRowsRefused)) throw error;
          return reply.status(422).send({
            status: FAILURE,
            message: error.messages,
            ...refusalCodes(error.messages, 'validation'),
            response: { errors: error.errors, error_count: error.errorCount },
          });
        }
      },
    );
  };
}
