// The owner's screens follow the owner's language (docs/decisions/0239): once the profile has loaded, and
// again whenever it changes (General settings), the screens switch to its language and <html lang> follows.
import { useEffect } from 'react';
import { useProfile } from '../api/profile/get-profile';
import { switchLanguage } from './i18n';

export function useProfileLanguage(): void {
  const language = useProfile().data?.language;
  useEffect(() => {
    if (language) void switchLanguage(language);
  }, [language]);
}
