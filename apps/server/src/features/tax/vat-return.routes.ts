import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import {
  FileVatReturnRequestSchema,
  VatReturnDocumentsRequestSchema,
  VatReturnDocumentsSchema,
} from '@tradebook/domain/tax/filed-vat-return.schemas';
import { VatReturnRequestSchema, VatReturnSchema } from '@tradebook/domain/tax/vat-return.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity } from '../../http/reply';
import { fileVatReturn } from './file-vat-return';
import { listVatReturnDocuments } from './vat-return-documents';
import { vatReturnExportsRoutes } from './vat-return-exports.routes';
import { getVatReturn } from './vat-return.service';

/** The VAT return of a period (docs/decisions/0365-vat-return.md), filing it (0372), the documents behind
 * its figures (0373) and its exports (0374). */
export function vatReturnRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    // Its PDF and spreadsheet, registered with it.
    await vatReturnExportsRoutes(ctx)(base);
    app.post(
      api('tax/vat_return'),
      {
        schema: {
          tags: ['tax'],
          security: bearerSecurity,
          body: VatReturnRequestSchema,
          description:
            'The nine UK boxes of a period (from..to; both blank: the VAT period that holds today) on the ' +
            "owner's basis and scheme, output and input VAT by rate, and HMRC's VAT return body.",
          response: { 200: successEnvelope(VatReturnSchema) },
        },
      },
      async (request) => answer(await getVatReturn(ctx, ownerOf(request), request.body)),
    );
    app.post(
      api('tax/file_vat_return'),
      {
        schema: {
          tags: ['tax'],
          security: bearerSecurity,
          body: FileVatReturnRequestSchema,
          description:
            'Marks the VAT return of a period that has ended (from..to) as filed: its figures are stored as ' +
            'they stand, and from then on no invoice, credit note or expense dated in it (nor, when filed on ' +
            'the cash basis, any payment) may change (422). A period is filed once, never across another ' +
            'filed period; filing is not undone. Answers the return as filed.',
          response: { 200: successEnvelope(VatReturnSchema) },
        },
      },
      async (request) => answer(await fileVatReturn(ctx, ownerOf(request), request.body)),
    );
    app.post(
      api('tax/vat_return_documents'),
      {
        schema: {
          tags: ['tax'],
          security: bearerSecurity,
          body: VatReturnDocumentsRequestSchema,
          description:
            'The documents behind one box of the VAT return of a period (from..to as tax/vat_return takes ' +
            'them), oldest first, `limit` (1-200, default 50) a page; `next_cursor` asks for the next page. ' +
            'Boxes 1, 3 and 6: invoices and credit notes (cash basis: payments received, each with its share ' +
            'of the VAT); 4: expenses with VAT to reclaim; 7: every expense; 5: the sales, then box 4; ' +
            '2, 8 and 9: none.',
          response: { 200: successEnvelope(VatReturnDocumentsSchema) },
        },
      },
      async (request) => answer(await listVatReturnDocuments(ctx, ownerOf(request), request.body)),
    );
  };
}
