// The owner's screens follow the owner's language (docs/decisions/0239): once the profile has loaded, and
// again whenever it changes (General settings), the screens switch to its language and <html lang> follows;
// this device then starts in it next time, on the sign-in screens too (docs/decisions/0256).
import { useEffect } from 'react';
import { useProfile } from '../api/profile/get-profile';
import { switchLanguage } from './i18n';
import { rememberVisitorLanguage } from './visitor-language';

export function useProfileLanguage(): void {
  const language = useProfile().data?.language;
  useEffect(() => {
    if (!language) return;
    rememberVisitorLanguage(language);
    void switchLanguage(language);
  }, [language]);
}
