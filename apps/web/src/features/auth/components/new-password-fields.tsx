import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordInput } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@tradebook/domain/auth/auth.schemas';

/** A new password and its confirmation, as registering and resetting both ask for them. */
export function NewPasswordFields(props: {
  label: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmError: string | undefined;
}) {
  return (
    <>
      <PasswordInput
        label={props.label}
        autoComplete="new-password"
        placeholder={`Minimum ${MIN_PASSWORD_LENGTH} characters`}
        visibilityToggleFocusable
        error={props.passwordError}
        {...props.password}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        placeholder="Type the password again"
        visibilityToggleFocusable
        error={props.confirmError}
        {...props.confirm}
      />
    </>
  );
}
