// POST import/preview and import/commit (docs/decisions/0337): a CSV or XLSX of clients or items.
import type { ImportKind, ImportMapping } from '@tradebook/domain/imports/import-fields';
import type { ImportPreview, ImportResult, ImportRowError } from '@tradebook/domain/imports/imports.schemas';
import { ApiError, apiPost } from '../../api-client';

function formOf(kind: ImportKind, file: File, mapping?: ImportMapping): FormData {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file);
  if (mapping) form.set('mapping', JSON.stringify(mapping));
  return form;
}

export async function previewImport(kind: ImportKind, file: File): Promise<ImportPreview> {
  return (await apiPost<ImportPreview>('import/preview', formOf(kind, file))).response;
}

export async function commitImport(
  kind: ImportKind,
  file: File,
  mapping: ImportMapping,
): Promise<{ message: string; result: ImportResult }> {
  const envelope = await apiPost<ImportResult>('import/commit', formOf(kind, file, mapping));
  return { message: String(envelope.message), result: envelope.response };
}

/** The rows at fault of a refused import, or undefined for any other failure. */
export function rowErrorsOf(error: unknown): { errors: ImportRowError[]; errorCount: number } | undefined {
  if (!(error instanceof ApiError) || error.httpStatus !== 422) return undefined;
  const response = error.response as { errors?: ImportRowError[]; error_count?: number } | undefined;
  if (!response || !Array.isArray(response.errors)) return undefined;
  return { errors: response.errors, errorCount: response.error_count ?? response.errors.length };
}
