// POST import/commit: every row of the file is checked as its form would check it; all are imported in
// one transaction, or none, with each row's problems (docs/decisions/0337).
import { proposeMapping, type ImportKind, type ImportMapping } from '@tradebook/domain/imports/import-fields';
import {
  IMPORT_MAX_LISTED_ERRORS,
  IMPORT_MESSAGES,
  checkMapping,
  type ImportResult,
  type ImportRowError,
} from '@tradebook/domain/imports/imports.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { importClients } from '../clients/import-clients';
import { importItems } from '../items/import-items';
import { recordsOf } from './import-records';
import { readImportTable } from './import-table';

/** A refused import (422): `messages` says each problem as 'Row 3: Email is required.', `errors` lists
 * the first of them as data and `errorCount` counts them all. */
export class ImportRowsRefused extends AppError {
  constructor(
    readonly errors: ImportRowError[],
    readonly errorCount: number,
  ) {
    super('validation', [
      IMPORT_MESSAGES.rowsInvalid,
      ...errors.map((error) => `Row ${error.row}: ${error.message}`),
    ]);
  }
}

const importers = { clients: importClients, items: importItems } as const;

export async function commitImport(
  ctx: AppContext,
  owner: OwnerId,
  request: { kind: ImportKind; file: unknown; mapping?: ImportMapping | undefined },
): Promise<ImportResult> {
  const table = await readImportTable(request.file);
  const { mapping, problems } = checkMapping(
    request.kind,
    request.mapping ?? proposeMapping(request.kind, table.columns),
    table.columns.length,
  );
  if (problems.length > 0) throw new AppError('validation', problems);
  const outcome = await importers[request.kind](ctx, owner, recordsOf(table.rows, mapping));
  if ('errors' in outcome) {
    throw new ImportRowsRefused(outcome.errors.slice(0, IMPORT_MAX_LISTED_ERRORS), outcome.errors.length);
  }
  return { kind: request.kind, imported: outcome.imported };
}
