import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '@mantine/core';

/** A password of a sign-in form, with its show-password toggle reachable by keyboard. */
export function PasswordField(props: {
  label: string;
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      label={props.label}
      autoComplete={props.autoComplete}
      placeholder={props.placeholder}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('fields.show_password') }}
      error={props.error}
      {...props.registration}
    />
  );
}
