// POST public/card_checkout/confirm {session_id}: the page Stripe returns to names the session, not the
// link (docs/decisions/0325). The server asks Stripe and records the payment once, and answers what it
// came to, with the invoice's page while the link the payment was started from still opens it.
import { useMutation } from '@tanstack/react-query';
import type { CardCheckoutReceipt } from '@tradebook/domain/client-links/client-link.schemas';
import { apiPost } from '../../../lib/api-client';

export function useConfirmCheckoutReturn() {
  return useMutation({
    mutationFn: async (sessionId: string) => {
      const envelope = await apiPost<CardCheckoutReceipt>('public/card_checkout/confirm', {
        session_id: sessionId,
      });
      return { receipt: envelope.response, message: String(envelope.message) };
    },
  });
}
