import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextInput } from '@mantine/core';

/** A text field of a settings section that its switch turns on: disabled while off, still showing what
 * the server keeps. */
export function SwitchedTextInput<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  label,
  on,
  error,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  on: boolean;
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          label={label}
          disabled={!on}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}
