import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@mantine/core';

/** The e-mail address of a sign-in form. */
export function EmailField({
  registration,
  error,
  autoComplete = 'email',
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** 'username' where it signs in, so a password manager pairs it with the password. */
  autoComplete?: 'email' | 'username';
}) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('fields.email')}
      type="email"
      autoComplete={autoComplete}
      placeholder={t('fields.email_placeholder')}
      error={error}
      {...registration}
    />
  );
}
