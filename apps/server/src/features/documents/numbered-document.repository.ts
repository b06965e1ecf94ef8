// A new document, its number and its lines stored by one PostgreSQL statement (data-modifying `with`
// queries, which SQLite lacks). Taking the number locks the owner's counter row, and the document's
// insert the owner's list-version and day-count rows (their triggers), until the COMMIT: in one statement
// the owner's other creates queue for this round trip and the COMMIT's flush, not for one round trip per
// statement (docs/decisions/0422-a-create-locks-its-number-for-one-statement.md).
import type { Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import { idDrawnAfterNumber, takeNextNumberQuery } from '../numbering/numbering.repository';
import { newLineRows, type LineValues } from './document-lines.repository';
import type { DocumentValues } from './documents.repository';

/** Takes the owner's next number of `numberKind` and stores the document under it with its lines, in the
 * transaction of `db`; answers the document's id and number. PostgreSQL only. */
export async function insertNumberedDocumentAtOnce(
  db: Kysely<Database>,
  owner: OwnerId,
  numberKind: string,
  values: Omit<DocumentValues, 'number'>,
  lines: LineValues[],
): Promise<{ id: number; number: string }> {
  const withDocument = db
    .with('taken', (qb) => takeNextNumberQuery(qb, owner, numberKind))
    .with('document', (qb) =>
      qb
        .insertInto('documents')
        .values((eb) => ({
          ...values,
          id: idDrawnAfterNumber('documents'),
          user_id: owner,
          number: eb.selectFrom('taken').select('taken.number'),
        }))
        .returning(['documents.id', 'documents.number']),
    );
  const rows = newLineRows(owner, 0, lines);
  const statement =
    rows.length === 0
      ? withDocument
      : withDocument.with('stored_lines', (qb) =>
          qb
            .insertInto('document_lines')
            .values((eb) =>
              rows.map((row) => ({ ...row, document_id: eb.selectFrom('document').select('document.id') })),
            ),
        );
  const row = await statement
    .selectFrom('document')
    .select(['document.id', 'document.number'])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), number: row.number };
}
