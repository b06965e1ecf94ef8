// A new document, its number and its lines stored by one PostgreSQL statement (data-modifying `with`
// queries, which SQLite lacks). Taking the number locks the owner's counter row, and the document's
// insert the owner's list-version and day-count rows (their triggers), until the COMMIT: in one statement
// the owner's other creates queue for this round trip and the COMMIT's flush, not for one round trip per
// statement (docs/decisions/0422-a-create-locks-its-number-for-one-statement.md).
import { sql, type Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import { idDrawnAfterNumber, takeNextNumberQuery } from '../numbering/numbering.repository';
import { linesOfJson, newLineRows, type LineValues } from './document-lines.repository';
import type { LineRow, StoredDocument } from './document-rows';
import { DOCUMENT_COLUMNS, documentOf, type DocumentValues } from './documents.repository';

/** Takes the owner's next number of `numberKind` and stores the document under it with its lines, in the
 * transaction of `db`; answers the document and its lines as stored, which the create's answer is made
 * of (docs/decisions/0434-a-create-reads-its-client-and-taxes-at-once.md). PostgreSQL only. */
export async function insertNumberedDocumentAtOnce(
  db: Kysely<Database>,
  owner: OwnerId,
  numberKind: string,
  values: Omit<DocumentValues, 'number'>,
  lines: LineValues[],
): Promise<StoredDocument> {
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
        .returning(DOCUMENT_COLUMNS),
    );
  const rows = newLineRows(owner, 0, lines);
  if (rows.length === 0) {
    const row = await withDocument.selectFrom('document').selectAll().executeTakeFirstOrThrow();
    return { row: documentOf(row), lines: [] };
  }
  const row = await withDocument
    .with('stored_lines', (qb) =>
      qb
        .insertInto('document_lines')
        .values((eb) =>
          rows.map((line) => ({ ...line, document_id: eb.selectFrom('document').select('document.id') })),
        )
        .returningAll(),
    )
    .selectFrom('document')
    .selectAll()
    // The lines in the same answer: a statement has one result.
    .select(
      sql<LineRow[]>`(select json_agg(l order by l.position, l.id) from stored_lines as l)`.as(
        'stored_lines',
      ),
    )
    .executeTakeFirstOrThrow();
  const { stored_lines: storedLines, ...document } = row;
  return { row: documentOf(document), lines: linesOfJson(storedLines) };
}
