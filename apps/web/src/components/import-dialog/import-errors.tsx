// The rows a refused import lists (docs/decisions/0217): one line per problem, in plain words, by row.
import { Alert, List, Text } from '@mantine/core';
import type { ImportRowError } from '@tradebook/domain/imports/imports.schemas';

export interface ImportErrorsProps {
  errors: readonly ImportRowError[];
  errorCount: number;
  /** Field name -> its label, as the mapping step shows it. */
  labels: Record<string, string>;
}

export function ImportErrors({ errors, errorCount, labels }: ImportErrorsProps) {
  const rows = new Set(errors.map((error) => error.row)).size;
  const hidden = errorCount - errors.length;
  return (
    <Alert color="red" title="Nothing was imported" role="alert">
      <Text size="sm" mb="xs">
        Fix {errorCount === 1 ? 'this problem' : `these ${errorCount} problems`} in your file
        {rows > 1 ? ` (${rows} rows)` : ''} and import it again:
      </Text>
      <List size="sm" spacing={2} aria-label="Problems by row">
        {errors.map((error, index) => (
          <List.Item key={index}>
            Row {error.row}, {labels[error.field] ?? error.field}: {error.message}
          </List.Item>
        ))}
      </List>
      {hidden > 0 && (
        <Text size="sm" mt="xs">
          And {hidden} more.
        </Text>
      )}
    </Alert>
  );
}
