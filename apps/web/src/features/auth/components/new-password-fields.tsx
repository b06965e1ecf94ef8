import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@tradebook/domain/auth/auth-constants';

/** A new password and its confirmation, as registering and resetting both ask for them. */
export function NewPasswordFields(props: {
  label: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmError: string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordInput
        label={props.label}
        autoComplete="new-password"
        placeholder={t('fields.password_minimum', { count: MIN_PASSWORD_LENGTH })}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': t('fields.show_password') }}
        error={props.passwordError}
        {...props.password}
      />
      <PasswordInput
        label={t('fields.confirm_password')}
        autoComplete="new-password"
        placeholder={t('fields.confirm_placeholder')}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': t('fields.show_password') }}
        error={props.confirmError}
        {...props.confirm}
      />
    </>
  );
}
