// quotation/emailSent (docs/reference/quotations.md 'Calls'): e-mails the quotation's PDF to its client. The
// route only parses, calls its use case and answers the envelope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { QUOTATION_MESSAGES } from '@tradebook/domain/quotations/quotation-messages';
import { EmailQuotationSchema } from '@tradebook/domain/quotations/quotation-requests.schemas';
import { QuotationSchema } from '@tradebook/domain/quotations/quotation.schemas';
import { successEnvelope as envelope } from '@tradebook/domain/api/envelope';
import type { AppContext } from '../../app-context';
import { ownerOf } from '../../http/auth';
import { api } from '../../http/paths';
import { answer, bearerSecurity as security } from '../../http/reply';
import { emailQuotation } from './quotation-lifecycle';

const tags = ['quotations'];

export function quotationEmailRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post(
      api('quotation/emailSent'),
      {
        schema: {
          tags,
          security,
          body: EmailQuotationSchema,
          description:
            "E-mails the quotation's PDF to the client's address (reply-to: your account e-mail); a draft or pending " +
            'quotation becomes sent. 409 for a void quotation. Optional, as the composer sends them: to (one ' +
            "address instead of the client's), cc (up to 5 addresses), subject (one line, up to 200 characters) " +
            'and message (plain text, up to 5000 characters, paragraphs split on blank lines); each left out ' +
            'keeps the default. A bad one answers 422 and nothing is sent.',
          response: { 200: envelope(QuotationSchema) },
        },
      },
      async (request) =>
        answer(
          await emailQuotation(ctx, ownerOf(request), request.body.quotation_number, request.body),
          QUOTATION_MESSAGES.emailSent,
        ),
    );
  };
}
