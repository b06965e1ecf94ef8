// The e-invoice calls (docs/decisions/0318): check an invoice or a credit note against a format's rules,
// and download it in that format (document-einvoice.routes.ts, the same for both kinds); read a
// supplier's e-invoice for an expense (0321). The route only parses, calls and answers.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import {
  CreditNoteEInvoiceRequestSchema,
  EInvoiceRequestSchema,
  ReadEInvoiceAnswerSchema,
  ReadEInvoiceRequestSchema,
} from '@tradebook/domain/einvoices/einvoice.schemas';
import type { AppContext } from '../../app-context';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { ownerOf } from '../../http/auth';
import { creditNoteKind } from '../credit-notes/credit-note-kind';
import { invoiceKind } from '../invoices/invoice-kind';
import { addDocumentEInvoiceRoutes } from './document-einvoice.routes';
import { readAnswerOf, readSupplierEInvoice } from './read-supplier-einvoice';

const tags = ['e-invoices'];

export function einvoicesRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    addDocumentEInvoiceRoutes(base, ctx, {
      prefix: 'invoice',
      kind: invoiceKind,
      body: EInvoiceRequestSchema,
      idOf: (body) => body.invoice_id,
      named: 'invoice invoice_id',
      about: 'An invoice is document type 380.',
    });

    addDocumentEInvoiceRoutes(base, ctx, {
      prefix: 'credit_note',
      kind: creditNoteKind,
      body: CreditNoteEInvoiceRequestSchema,
      idOf: (body) => body.credit_note_id,
      named: 'credit note credit_note_id',
      about:
        'A credit note is document type 381 (a UBL CreditNote) and names the invoice it credits, its number ' +
        'and date (BG-3); its amounts are positive, nothing of it is prepaid and its amount due is its total.',
    });

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
            'e-invoice, 422 for one that breaks its XML schema or lacks its figures, 413 for one that unpacks or ' +
            'parses to far more than an e-invoice, 429 (with Retry-After) past RATE_LIMIT_PER_USER files read ' +
            'a minute, 503 when the server is too busy reading files.',
          response: { 200: successEnvelope(ReadEInvoiceAnswerSchema) },
        },
      },
      async (request) =>
        answer(readAnswerOf(await readSupplierEInvoice(ctx, ownerOf(request), request.body.file))),
    );
  };
}
