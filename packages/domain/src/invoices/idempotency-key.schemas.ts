// The Idempotency-Key request header (docs/decisions/0112 and 0331) as the calls that take it declare it,
// so the OpenAPI document lists it beside their bodies: invoice/add_payment, create_invoice and
// update_invoice (their payment), credit_note/create_from_invoice. A request repeated with the same key
// does its work once and answers as the first did. Other headers pass through untouched.
import { z } from 'zod';
import { INVOICE_MESSAGES } from './invoice-messages';
import { isRequestIdempotencyKey } from './payment.schemas';

/** The header's name as HTTP carries it (its schema key is lower case, as Node reads headers). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const IdempotencyKeyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string({ error: INVOICE_MESSAGES.idempotencyKeyInvalid })
    .refine((key) => key === '' || isRequestIdempotencyKey(key), {
      error: INVOICE_MESSAGES.idempotencyKeyInvalid,
    })
    .optional()
    .meta({
      description:
        `${IDEMPOTENCY_HEADER}: 1 to 100 letters, digits, dashes or underscores (a UUID fits; not starting ` +
        "with 'card-checkout-', which names card payments), one per " +
        'submission. The same request sent again with the same key does its work once and answers as ' +
        'the first did; the key sent with a different request answers 409.',
    }),
});
