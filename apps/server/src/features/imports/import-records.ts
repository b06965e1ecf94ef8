// A table read through a mapping: each row's fields as text (docs/decisions/0337).
import type { ImportMapping, ImportRecord } from '@tradebook/domain/imports/import-fields';
import type { ImportRow } from './import-table';

/** Each mapped field is its columns' trimmed text joined with a space; a blank field is left out. */
export function recordsOf(rows: readonly ImportRow[], mapping: ImportMapping): ImportRecord[] {
  const fields = Object.entries(mapping);
  return rows.map((row) => {
    const values: Record<string, string | undefined> = {};
    for (const [field, columns] of fields) {
      const text = columns
        .map((column) => (row.cells[column] ?? '').trim())
        .filter((part) => part !== '')
        .join(' ');
      if (text !== '') values[field] = text;
    }
    return { line: row.line, values };
  });
}
