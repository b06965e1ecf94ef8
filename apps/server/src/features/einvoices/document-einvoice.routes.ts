// The two e-invoice calls every kind that is an e-invoice has (docs/decisions/0318): `<kind>/einvoice_check`
// (whether the document can be made a valid e-invoice in a format, and if not what to fix) and
// `<kind>/einvoice` (the file). Invoices (380) and credit notes (381, naming the invoice they credit)
// answer the same shapes, scoped to the owner (another user's document is 404) and counted against the
// per-user export limit (ADR 0118). The route only parses, calls and answers.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import { EINVOICE_FORMATS, type EInvoiceFormat } from '@tradebook/domain/einvoices/einvoice-formats';
import { EInvoiceCheckSchema } from '@tradebook/domain/einvoices/einvoice.schemas';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { limitHeavyWork } from '../accounts/heavy-work-limits';
import type { DocumentKind } from '../documents/document-kind';
import { requireDocument } from '../documents/read-documents';
import { checkDocumentEInvoice, makeDocumentEInvoice } from './make-einvoice';

const tags = ['e-invoices'];
const FORMATS_DOC = `format: ${EINVOICE_FORMATS.join(', ')}.`;

export interface EInvoiceCalls<Body extends z.ZodType<{ format: EInvoiceFormat }>> {
  /** The calls' prefix: 'invoice' gives invoice/einvoice_check and invoice/einvoice. */
  prefix: string;
  kind: DocumentKind;
  body: Body;
  /** The document's id in the request (invoice_id, credit_note_id). */
  idOf: (body: z.output<Body>) => number;
  /** 'invoice invoice_id': how the descriptions name the document. */
  named: string;
  /** What the file says of this kind, for the description (a credit note's type code and invoice). */
  about: string;
}

export function addDocumentEInvoiceRoutes<Body extends z.ZodType<{ format: EInvoiceFormat }>>(
  base: FastifyInstance,
  ctx: AppContext,
  calls: EInvoiceCalls<Body>,
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // The type provider cannot resolve a generic schema's output; the body was parsed by calls.body.
  const bodyOf = (request: { body: unknown }) => request.body as z.output<Body>;
  const findRow = async (owner: ReturnType<typeof ownerOf>, body: z.output<Body>) => {
    const row = await requireDocument(ctx, owner, calls.kind, { id: calls.idOf(body) });
    await limitHeavyWork(ctx, owner, 'export');
    return row;
  };

  app.post(
    api(`${calls.prefix}/einvoice_check`),
    {
      schema: {
        tags,
        security,
        body: calls.body,
        description:
          `Whether ${calls.named} can be made a valid e-invoice in the format, and if not, each problem ` +
          `in plain words with the place (profile, tax, bank, einvoice, client, invoice) and field to fix ` +
          `and the rule behind it. ${calls.about} ${FORMATS_DOC}`,
        response: { 200: successEnvelope(EInvoiceCheckSchema) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const body = bodyOf(request);
      const row = await findRow(owner, body);
      return answer(await checkDocumentEInvoice(ctx, owner, calls.kind, row, body.format));
    },
  );

  app.post(
    api(`${calls.prefix}/einvoice`),
    {
      schema: {
        tags,
        security,
        body: calls.body,
        description:
          `${calls.named[0]?.toUpperCase()}${calls.named.slice(1)} as an e-invoice file: the Factur-X / ` +
          `ZUGFeRD PDF (PDF/A-3 with the CII XML inside, profile EN 16931) or the XML of UBL 2.1, CII, ` +
          `XRechnung 3.0 (UBL or CII) or Peppol BIS Billing 3.0. Every file passes its XML schema and the ` +
          `EN 16931 rules (and XRechnung's) before it is answered; otherwise 422 with the problems in plain ` +
          `words. ${calls.about} ${FORMATS_DOC}`,
        produces: ['application/pdf', 'application/xml'],
        response: { 200: z.any().describe('The file.') },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const body = bodyOf(request);
      const row = await findRow(owner, body);
      const file = await makeDocumentEInvoice(ctx, owner, calls.kind, row, body.format);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
}
