// The rows a refused import lists (docs/decisions/0217): one line per problem, in plain words, by row.
import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportRowError } from '@tradebook/domain/imports/imports.schemas';
import { serverText } from '../../lib/i18n/error-text';

export interface ImportErrorsProps {
  errors: readonly ImportRowError[];
  errorCount: number;
  /** Field name -> its label, as the mapping step shows it. */
  labels: Record<string, string>;
}

export function ImportErrors({ errors, errorCount, labels }: ImportErrorsProps) {
  const { t } = useTranslation('shared');
  const rows = new Set(errors.map((error) => error.row)).size;
  const hidden = errorCount - errors.length;
  return (
    <Alert color="red" title={t('import.nothing_imported')} role="alert">
      <Text size="sm" mb="xs">
        {rows > 1
          ? t('import.fix_rows', { count: errorCount, rows })
          : t('import.fix', { count: errorCount })}
      </Text>
      <List size="sm" spacing={2} aria-label={t('import.problems')}>
        {errors.map((error, index) => (
          <List.Item key={index}>
            {t('import.row_problem', {
              row: error.row,
              field: labels[error.field] ?? error.field,
              message: serverText(error.message),
            })}
          </List.Item>
        ))}
      </List>
      {hidden > 0 && (
        <Text size="sm" mt="xs">
          {t('import.more', { count: hidden })}
        </Text>
      )}
    </Alert>
  );
}
