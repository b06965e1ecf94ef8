// The e-invoice calls of invoices (docs/decisions/0318): check an invoice against a format's rules, and
// download it in that format. The route only parses, calls and answers.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import { EINVOICE_FORMATS } from '@tradebook/domain/einvoices/einvoice-formats';
import {
  EInvoiceCheckSchema,
  EInvoiceRequestSchema,
  ReadEInvoiceAnswerSchema,
  ReadEInvoiceRequestSchema,
} from '@tradebook/domain/einvoices/einvoice.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { limitHeavyWork } from '../accounts/heavy-work-limits';
import { invoiceKind } from '../invoices/invoice-kind';
import { requireDocument } from '../documents/read-documents';
import { checkDocumentEInvoice, makeDocumentEInvoice } from './make-einvoice';
import { readAnswerOf, readSupplierEInvoice } from './read-supplier-einvoice';

const tags = ['e-invoices'];
const FORMATS_DOC = `format: ${EINVOICE_FORMATS.join(', ')}.`;

export function einvoicesRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post(
      api('invoice/einvoice_check'),
      {
        schema: {
          tags,
          security,
          body: EInvoiceRequestSchema,
          description:
            `Whether invoice invoice_id can be made a valid e-invoice in the format, and if not, each problem ` +
            `in plain words with the place (profile, tax, bank, einvoice, client, invoice) and field to fix ` +
            `and the rule behind it. ${FORMATS_DOC}`,
          response: { 200: successEnvelope(EInvoiceCheckSchema) },
        },
      },
      async (request) => {
        const owner = ownerOf(request);
        const row = await requireDocument(ctx, owner, invoiceKind, { id: request.body.invoice_id });
        await limitHeavyWork(ctx, owner, 'export');
        return answer(await checkDocumentEInvoice(ctx, owner, row, request.body.format, { typeCode: '380' }));
      },
    );

    app.post(
      api('invoice/einvoice'),
      {
        schema: {
          tags,
          security,
          body: EInvoiceRequestSchema,
          description:
            `Invoice invoice_id as an e-invoice file: the Factur-X / ZUGFeRD PDF (PDF/A-3 with the CII XML ` +
            `inside, profile EN 16931) or the XML of UBL 2.1, CII, XRechnung 3.0 (UBL or CII) or Peppol BIS ` +
            `Billing 3.0. Every file passes its XML schema and the EN 16931 rules (and XRechnung's) before it ` +
            `is answered; otherwise 422 with the problems in plain words. ${FORMATS_DOC}`,
          produces: ['application/pdf', 'application/xml'],
          response: { 200: z.any().describe('The file.') },
        },
      },
      async (request, reply) => {
        const owner = ownerOf(request);
        const row = await requireDocument(ctx, owner, invoiceKind, { id: request.body.invoice_id });
        await limitHeavyWork(ctx, owner, 'export');
        const file = await makeDocumentEInvoice(ctx, owner, invoiceKind, row, request.body.format, {
          typeCode: '380',
        });
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.content);
      },
    );

    app.post(
      api('expense/read_einvoice'),
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          body: ReadEInvoiceRequestSchema,
          description:
            "Multipart `file`: a supplier's e-invoice (UBL 2.1 or CII XML, or a Factur-X / ZUGFeRD PDF). " +
            'Answers what it says (vendor, number, date, currency, net, VAT, total, due) for the expense form; ' +
            'nothing is stored (create_expense with `einvoice` keeps the file). 415 for a file that is no ' +
            'e-invoice, 422 for one that breaks its XML schema or lacks its figures.',
          response: { 200: successEnvelope(ReadEInvoiceAnswerSchema) },
        },
      },
      async (request) => answer(readAnswerOf(await readSupplierEInvoice(request.body.file))),
    );
  };
}
