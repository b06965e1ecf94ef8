// The edit-one-line call every kind of document makes (quotation/eachItemDetail/edit,
// invoice/eachItemDetail/edit), kind-neutral (ADR 0204): the kind gives its endpoint, its id field and how
// to refresh its queries; the answer is the recomputed document.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPost } from '../../api-client';

/** The line's fields as the edit dialog sends them; the kind adds its document's id. */
export type DocumentLineEdit = {
  item_id: number;
  name: string;
  description: string;
  quantity: string;
  unit_price: string;
  type: 'parts' | 'service';
};

export async function editDocumentLine<Answer>(
  endpoint: string,
  request: DocumentLineEdit & Record<string, unknown>,
): Promise<Answer> {
  return (await apiPost<Answer>(endpoint, { ...request })).response;
}

export function useEditDocumentLine<Request extends DocumentLineEdit, Answer>(
  edit: (request: Request) => Promise<Answer>,
  invalidate: (queryClient: QueryClient) => Promise<unknown> | void,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: edit, onSuccess: () => invalidate(queryClient) });
}
