// The Idempotency-Key header a payment or a credit note may carry (docs/decisions/0112 and 0331: a request
// repeated with the same key does its work once). The web makes one per submission, so a double click
// sends it twice. The routes declare the header's schema (packages/domain), which the OpenAPI lists.
import type { FastifyRequest } from 'fastify';
import { isRequestIdempotencyKey } from '@tradebook/domain/invoices/payment.schemas';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import { AppError } from '../../app-error';

export { IDEMPOTENCY_HEADER } from '@tradebook/domain/invoices/idempotency-key.schemas';

/** The key, when the request carries one; a malformed one, or one naming a card payment, answers 422. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !isRequestIdempotencyKey(value)) {
    throw new AppError('validation', [INVOICE_MESSAGES.idempotencyKeyInvalid]);
  }
  return value;
}
