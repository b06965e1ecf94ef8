// The public screens' language menu (docs/decisions/0256): a visitor who has not signed in picks the
// screens' language; this device keeps it for the next visit. Each language is named in itself, by the
// browser's Intl, so a new catalogue folder shows here without code.
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { availableLanguages } from '../../lib/i18n/languages';
import { switchLanguage } from '../../lib/i18n/i18n-core';
import { rememberVisitorLanguage } from '../../lib/i18n/visitor-language';

/** A language's own name for itself ('Deutsch'), capitalised as a menu entry. */
export function languageOwnName(language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

export function LanguageMenu() {
  const { t, i18n } = useTranslation('auth');
  const current = availableLanguages().includes(i18n.language) ? i18n.language : 'en';
  return (
    // A native select: light enough for the sign-in screens' first script (ADR 0203).
    <Input
      component="select"
      aria-label={t('layout.language')}
      size="xs"
      value={current}
      rightSection={<IconSelector size={14} aria-hidden />}
      rightSectionPointerEvents="none"
      onChange={(event: ChangeEvent<HTMLSelectElement>) => {
        rememberVisitorLanguage(event.currentTarget.value);
        void switchLanguage(event.currentTarget.value);
      }}
    >
      {availableLanguages().map((language) => (
        <option key={language} value={language}>
          {languageOwnName(language)}
        </option>
      ))}
    </Input>
  );
}
