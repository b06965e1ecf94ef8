// POST public/document/<token>/accept {name, note} and /decline {reason}: the client's answer to a
// quotation. The answer is the page as it is now (approved or rejected, with the decision).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptQuotationRequest,
  DeclineQuotationRequest,
  PublicDocument,
} from '@tradebook/domain/client-links/client-link.schemas';
import { apiPost } from '../../../lib/api-client';
import { publicPath } from './get-public-document';
import { clientPageKey } from './keys';

export type QuotationAnswer =
  { action: 'accept'; body: AcceptQuotationRequest } | { action: 'decline'; body: DeclineQuotationRequest };

export function useAnswerQuotation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: QuotationAnswer) => {
      const envelope = await apiPost<PublicDocument>(publicPath(token, answer.action), answer.body);
      return { page: envelope.response, message: String(envelope.message) };
    },
    onSuccess: ({ page }) => queryClient.setQueryData(clientPageKey(token), page),
  });
}
