import type { FormEventHandler, ReactNode } from 'react';
import { Stack } from '@mantine/core';

/** A sign-in screen's form: checked by the screen (noValidate), its schema fetched as the visitor starts
 * on it (ADR 0256), its fields stacked. */
export function AuthForm({
  onSubmit,
  preload,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Starts loading the form's schema. */
  preload?: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} onFocusCapture={preload} onPointerDownCapture={preload} noValidate>
      <Stack gap="md">{children}</Stack>
    </form>
  );
}
