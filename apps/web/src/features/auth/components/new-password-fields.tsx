import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@tradebook/domain/auth/auth-constants';
import { PasswordField } from './password-field';

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
      <PasswordField
        label={props.label}
        autoComplete="new-password"
        placeholder={t('fields.password_minimum', { count: MIN_PASSWORD_LENGTH })}
        registration={props.password}
        error={props.passwordError}
      />
      <PasswordField
        label={t('fields.confirm_password')}
        autoComplete="new-password"
        placeholder={t('fields.confirm_placeholder')}
        registration={props.confirm}
        error={props.confirmError}
      />
    </>
  );
}
