// POST import/preview: what the file holds and how its columns would be read (docs/decisions/0337).
import { proposeMapping, type ImportKind } from '@tradebook/domain/imports/import-fields';
import {
  IMPORT_PREVIEW_ROWS,
  importFieldsOf,
  type ImportPreview,
} from '@tradebook/domain/imports/imports.schemas';
import { readImportTable } from './import-table';

export async function previewImport(kind: ImportKind, file: unknown): Promise<ImportPreview> {
  const table = await readImportTable(file);
  return {
    kind,
    columns: table.columns,
    fields: importFieldsOf(kind),
    mapping: proposeMapping(kind, table.columns),
    rows: table.rows.slice(0, IMPORT_PREVIEW_ROWS).map((row) => row.cells),
    total_rows: table.rows.length,
  };
}
