// POST web/payment/webhook, Stripe's webhook: no token, and the body is read as raw bytes in this
// plugin's own scope (the signature is over the exact bytes Stripe sent; parsed and re-serialised
// JSON would not match). The route has no body schema, so http/body-parsing.ts leaves the bytes alone.
import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '@tradebook/domain/api/envelope';
import { SUBSCRIPTION_MESSAGES } from '@tradebook/domain/subscriptions/subscription.schemas';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { api } from '../../http/paths';
import { answer } from '../../http/reply';
import { handleStripeWebhook } from './stripe-webhook';

export function stripeWebhookRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Every content type, JSON included, arrives as a Buffer in this scope only.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      api('web/payment/webhook'),
      {
        schema: {
          tags: ['subscriptions'],
          description:
            "Stripe's webhook (no token): the Stripe-Signature header is checked over the raw body with " +
            'STRIPE_WEBHOOK_SECRET, dated at most 5 minutes before or after now (400 otherwise, nothing changes). ' +
            'checkout.session.completed retrieves the session and credits it as the success page does, ' +
            'once for both; each event id is handled once.',
          response: { 200: successEnvelope(z.enum(['credited', 'ignored', 'duplicate'])) },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const outcome = await handleStripeWebhook(ctx, body, typeof signature === 'string' ? signature : '');
        return answer(outcome, SUBSCRIPTION_MESSAGES.webhookReceived);
      },
    );
  };
}
