// POST public/document/<token>/pay {amount?}: a Stripe Checkout Session in the business's own account,
// for the amount the server allows (the whole remaining due when none is given); the page then goes to
// Stripe. POST .../confirm_payment {session_id} when the client is back: the server asks Stripe and
// records the payment once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ConfirmCardPaymentAnswer,
  PayByCardAnswer,
  PayByCardRequest,
} from '@tradebook/domain/client-links/client-link.schemas';
import { apiPost } from '../../../lib/api-client';
import { publicPath } from './get-public-document';
import { clientPageKey } from './keys';

export function usePayByCard(token: string) {
  return useMutation({
    mutationFn: async (body: PayByCardRequest) =>
      (await apiPost<PayByCardAnswer>(publicPath(token, 'pay'), body)).response,
  });
}

export function useConfirmCardPayment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) => {
      const envelope = await apiPost<ConfirmCardPaymentAnswer>(publicPath(token, 'confirm_payment'), {
        session_id: sessionId,
      });
      return { answer: envelope.response, message: String(envelope.message) };
    },
    onSuccess: ({ answer }) => queryClient.setQueryData(clientPageKey(token), answer.document),
  });
}
