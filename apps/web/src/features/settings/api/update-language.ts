// POST update_language {language}: a General tab choice (docs/reference/settings.md 'Calls'), sent as a
// multipart form and followed by the screens' switch to that language and a profile refresh. Answers the server's message, which the caller shows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from '../../../lib/api/profile/get-profile';
import { switchLanguage } from '../../../lib/i18n/i18n';

export async function updateLanguage(language: string): Promise<string> {
  const form = new FormData();
  form.append('language', String(language));
  return String((await apiPost('update_language', form, { version: 'v3' })).message);
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    // The screens switch at once, so the confirmation already reads in the new language.
    onSuccess: async (_message, language) => {
      await switchLanguage(language);
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
