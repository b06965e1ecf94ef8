// The buttons under a record's form (a client, an item): Cancel back to where the owner came from, and the
// submit button, busy while the save runs.
import { Link } from 'react-router';
import { Button, Group, type MantineSpacing } from '@mantine/core';

export interface FormActionsProps {
  cancelTo: string;
  cancelLabel: string;
  submitLabel: string;
  saving: boolean;
  mt?: MantineSpacing;
}

export function FormActions({ cancelTo, cancelLabel, submitLabel, saving, mt }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button component={Link} to={cancelTo} variant="default">
        {cancelLabel}
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
