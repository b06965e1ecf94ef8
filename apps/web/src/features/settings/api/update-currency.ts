// POST update_user_currency {currency_id} (v2): a General tab choice (docs/reference/settings.md 'Calls'),
// sent as a multipart form and followed by a profile refresh. Answers the server's message, which the caller
// shows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from '../../../lib/api/profile/get-profile';

export async function updateCurrency(currencyId: number): Promise<string> {
  const form = new FormData();
  form.append('currency_id', String(currencyId));
  return String((await apiPost('update_user_currency', form, { version: 'v2' })).message);
}

export function useUpdateCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrency,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
