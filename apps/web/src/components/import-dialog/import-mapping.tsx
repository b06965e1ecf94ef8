// The mapping step of an import (docs/decisions/0217): a select per field, prefilled with the columns
// the server proposed, and a table of the first rows as they would be imported.
import { Box, MultiSelect, SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportMapping } from '@tradebook/domain/imports/import-fields';
import type { ImportPreview } from '@tradebook/domain/imports/imports.schemas';

export interface ImportMappingProps {
  preview: ImportPreview;
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}

/** A field's text in a row: its columns' text joined with a space, as the server reads it. */
export function fieldText(row: readonly string[], columns: readonly number[] = []): string {
  return columns
    .map((column) => (row[column] ?? '').trim())
    .filter((text) => text !== '')
    .join(' ');
}

/** A field's label in the screens' language (`shared:import.fields.<name>`); the server's English one
 * when the catalogue has none. */
export function useImportFieldLabel(): (field: { name: string; label: string }) => string {
  const { t } = useTranslation('shared');
  return (field) => t(`import.fields.${field.name}`, { defaultValue: field.label });
}

export function ImportMappingStep({ preview, mapping, onChange }: ImportMappingProps) {
  const { t } = useTranslation('shared');
  const fieldLabel = useImportFieldLabel();
  const columnOptions = preview.columns.map((column, index) => ({
    value: String(index),
    label: column === '' ? t('import.column', { n: index + 1 }) : column,
  }));
  const mapped = preview.fields.filter((field) => (mapping[field.name] ?? []).length > 0);

  return (
    <>
      <Text size="sm">{t('import.mapping_intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {preview.fields.map((field) => (
          <MultiSelect
            key={field.name}
            label={fieldLabel(field)}
            required={field.required}
            placeholder={(mapping[field.name] ?? []).length === 0 ? t('import.not_imported') : undefined}
            data={columnOptions}
            value={(mapping[field.name] ?? []).map(String)}
            onChange={(values) => onChange({ ...mapping, [field.name]: values.map(Number) })}
            comboboxProps={{ withinPortal: true }}
          />
        ))}
      </SimpleGrid>
      {/* A region a keyboard can scroll sideways on a phone. */}
      <Box
        role="region"
        aria-label={t('import.preview')}
        tabIndex={0}
        style={{ overflowX: 'auto', maxWidth: '100%' }}
      >
        <Table striped withTableBorder captionSide="top" aria-label={t('import.preview_table')}>
          <Table.Caption>
            {t('import.preview_caption', {
              shown: Math.min(preview.rows.length, preview.total_rows),
              total: preview.total_rows,
            })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {mapped.map((field) => (
                <Table.Th key={field.name} scope="col">
                  {fieldLabel(field)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row, index) => (
              <Table.Tr key={index}>
                {mapped.map((field) => (
                  <Table.Td key={field.name}>{fieldText(row, mapping[field.name])}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </>
  );
}
