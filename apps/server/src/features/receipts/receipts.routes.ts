// The receipt-reading calls (docs/decisions/0358): read a receipt for the expense form, and confirm the
// expense saved from it. The routes only parse, call and answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import {
  ConfirmReceiptAnswerSchema,
  ConfirmReceiptRequestSchema,
  ReadReceiptAnswerSchema,
  ReadReceiptRequestSchema,
} from '@tradebook/domain/receipts/receipt.schemas';
import type { AppContext } from '../../app-context';
import { api } from '../../http/paths';
import { ownerOf } from '../../http/auth';
import { answer, bearerSecurity as security } from '../../http/reply';
import { confirmReceipt } from './confirm-receipt';
import { readReceipt } from './read-receipt';

const tags = ['expenses'];

export function receiptsRoutes(ctx: AppContext) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post(
      api('expense/read_receipt'),
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          body: ReadReceiptRequestSchema,
          description:
            'Multipart `file`: a photo of a receipt (JPEG, PNG, WebP, HEIC) or a PDF, read on this server and ' +
            "nowhere else: an embedded e-invoice's XML first, then a PDF's text layer, else OCR of the photo " +
            '(turned upright, greyscale, shadows evened out). Answers the proposed vendor, date, total, VAT ' +
            'amount and rate, currency and category, each with a confidence, and flags: totals that do not ' +
            'add up, a date in the future or over a year old, a possible duplicate (the same file, or the ' +
            'same vendor, date and total). Nothing is stored: save with create_expense, then call ' +
            'expense/confirm_receipt. 415 for a file that is neither a photo nor a PDF, 422 for a PDF without ' +
            'text, 413 for a photo that takes too long to read, 429 (with Retry-After) past ' +
            'RATE_LIMIT_PER_USER receipts read a minute, 503 when the server is too busy reading receipts.',
          response: { 200: successEnvelope(ReadReceiptAnswerSchema) },
        },
      },
      async (request) => answer(await readReceipt(ctx, ownerOf(request), request.body.file)),
    );

    app.post(
      api('expense/confirm_receipt'),
      {
        schema: {
          tags,
          security,
          body: ConfirmReceiptRequestSchema,
          description:
            'After saving an expense from a receipt read by expense/read_receipt: remembers the vendor as ' +
            'saved (name, category, currency) for the vendor as read, so its next receipt is proposed the ' +
            "same way, and keeps the receipt's hash to flag the same file read again. 404 for an expense " +
            'that is not yours.',
          response: { 200: successEnvelope(ConfirmReceiptAnswerSchema) },
        },
      },
      async (request) => answer(await confirmReceipt(ctx, ownerOf(request), request.body)),
    );
  };
}
