// POST update_country {countryname}: a General tab choice (docs/reference/settings.md 'Calls'), sent as a
// multipart form and followed by a profile refresh. Answers the server's message, which the caller shows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from '../../../lib/api/profile/get-profile';

export async function updateCountry(countryName: string): Promise<string> {
  const form = new FormData();
  form.append('countryname', String(countryName));
  return String((await apiPost('update_country', form, { version: 'v3' })).message);
}

export function useUpdateCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCountry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
