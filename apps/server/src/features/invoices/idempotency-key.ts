// The Idempotency-Key header a payment may carry (decisions.md: a request repeated with the same key
// records the payment once). The web makes one per submission, so a double click sends it twice.
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY } from '@tradebook/domain/invoices/payment.schemas';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import { AppError } from '../../app-error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The key, when the request carries one; a malformed one answers 422. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw new AppError('validation', [INVOICE_MESSAGES.idempotencyKeyInvalid]);
  }
  return value;
}
