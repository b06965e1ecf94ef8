import { Button } from '@mantine/core';

/** A sign-in form's full-width submit button, busy while its call runs. */
export function AuthSubmit({
  label,
  loading,
  disabled,
}: {
  label: string;
  loading?: boolean;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" fullWidth size="md" loading={loading} disabled={disabled}>
      {label}
    </Button>
  );
}
