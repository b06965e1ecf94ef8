// A new document, its number and its lines stored by one PostgreSQL statement (data-modifying `with`
// queries, which SQLite lacks). Taking the number locks the owner's counter row, and the document's
// insert the owner's list-version and day-count rows (their triggers), until the COMMIT: in one statement
// the owner's other creates queue for this round trip and the COMMIT's flush, not for one round trip per
// statement (docs/decisions/0422-a-create-locks-its-number-for-one-statement.md). A new draft checks its
// client in the same statement and answers it (docs/decisions/0440-a-create-checks-its-client-in-its-insert.md).
//
// SQL text, not the query builder: the statement is a create's largest, and building it took more of the
// create's time than sending it. The document's values and its lines travel as two JSON parameters that
// PostgreSQL reads as rows of their own tables (json_populate_record), so each column keeps its table's
// type, and the text, the same for every create of a kind, is prepared once per connection whatever
// the number of lines.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { jsonParameter } from '../../db/json-parameter';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import { clientRowOf, type ClientRow } from '../clients/clients.repository';
import { idDrawnAfterNumber, takeNextNumberIf } from '../numbering/numbering.repository';
import { linesOfJson, newLineRows, type LineValues } from './document-lines.repository';
import type { LineRow, StoredDocument } from './document-rows';
import { DOCUMENT_COLUMNS, documentOf, type DocumentValues } from './documents.repository';

type NewDocument = Omit<DocumentValues, 'number'>;

const names = (columns: readonly string[], table: string) =>
  sql.raw(columns.map((column) => `${table}.${column}`).join(', '));

/** The columns some row gives a value (a column left out takes its default, as an insert's values would). */
function columnsOf(rows: ReadonlyArray<Record<string, unknown>>): string[] {
  const columns = new Set<string>();
  for (const row of rows)
    for (const [column, value] of Object.entries(row)) if (value !== undefined) columns.add(column);
  return [...columns];
}

/** The statement: takes the number when `client` (a derived table of the owner's client) has its row,
 * stores the document and its lines, and answers the document with its lines (and the client). */
function storeAtOnce(
  owner: OwnerId,
  numberKind: string,
  values: NewDocument,
  lines: LineValues[],
  client: RawBuilder<ClientRow> | undefined,
) {
  const columns = columnsOf([values]);
  // The lines' columns but the document's id, which the statement gives them.
  const rows = newLineRows(owner, 0, lines).map(({ document_id: _id, ...line }) => line);
  // `position` names a column when there is no line (the insert then stores none).
  const lineColumns = rows.length > 0 ? columnsOf(rows) : ['position'];
  return sql<Record<string, unknown> & { stored_lines: LineRow[] | null; client?: ClientRow | null }>`with ${
    client ? sql`client as ${client},` : sql``
  }
    taken as (${takeNextNumberIf(owner, numberKind, client ? sql`exists (select 1 from client)` : sql`true`)}),
    document as (insert into documents (id, user_id, number, ${sql.raw(columns.join(', '))})
      select ${idDrawnAfterNumber('documents')}, ${owner}, taken.number, ${names(columns, 'd')}
      from taken cross join json_populate_record(null::documents, ${jsonParameter(values)}) d
      returning ${sql.raw(DOCUMENT_COLUMNS.join(', '))}),
    stored_lines as (insert into document_lines (document_id, ${sql.raw(lineColumns.join(', '))})
      select document.id, ${names(lineColumns, 'l')}
      from document cross join json_populate_recordset(null::document_lines, ${jsonParameter(rows)}) l
      returning *)
    select document.*,
      (select json_agg(l order by l.position, l.id) from stored_lines as l) as stored_lines${
        client ? sql`, (select row_to_json(client) from client) as client` : sql``
      }
    from document`;
}

function storedOf(row: Record<string, unknown> & { stored_lines: LineRow[] | null }): StoredDocument {
  const { stored_lines: storedLines, client: _client, ...document } = row;
  return {
    row: documentOf(document as unknown as StoredDocument['row']),
    lines: linesOfJson(storedLines ?? []),
  };
}

/** Takes the owner's next number of `numberKind` and stores the document under it with its lines, in the
 * transaction of `db`; answers the document and its lines as stored, which the create's answer is made
 * of (docs/decisions/0434-a-create-reads-its-client-and-taxes-at-once.md). PostgreSQL only. */
export async function insertNumberedDocumentAtOnce(
  db: Kysely<Database>,
  owner: OwnerId,
  numberKind: string,
  values: NewDocument,
  lines: LineValues[],
): Promise<StoredDocument> {
  const { rows } = await storeAtOnce(owner, numberKind, values, lines, undefined).execute(db);
  const [row] = rows;
  if (!row) throw new Error('the number was not taken');
  return storedOf(row);
}

/** insertNumberedDocumentAtOnce for a document whose client (`values.client_id`) the same statement
 * checks is the owner's and answers: undefined, with nothing stored and no number taken, when it is not.
 * PostgreSQL only. */
export async function insertNumberedDocumentForClient(
  db: Kysely<Database>,
  owner: OwnerId,
  numberKind: string,
  values: NewDocument,
  lines: LineValues[],
): Promise<{ stored: StoredDocument; client: ClientRow } | undefined> {
  const client = clientRowOf(owner, values.client_id);
  const { rows } = await storeAtOnce(owner, numberKind, values, lines, client).execute(db);
  const [row] = rows;
  if (!row?.client) return undefined;
  return { stored: storedOf(row), client: row.client };
}
