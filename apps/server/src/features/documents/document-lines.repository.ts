// The lines of a document. Every function takes the owner and filters on user_id, so another user's line
// is simply not found.
import type { Insertable, Kysely } from 'kysely';
import { ownedRow, type OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { LineRow } from './document-rows';
import type { DocumentLinesTable } from './documents.table';

export type LineValues = Omit<
  Insertable<DocumentLinesTable>,
  'id' | 'user_id' | 'document_id' | 'position'
> & {
  /** An existing line of this document to overwrite (keeps its id); otherwise a new line. */
  lineId?: number | null;
};

// node-postgres is told to read BIGINT as numbers (db/database.ts); SQLite gives numbers already.
function lineOf(row: Omit<LineRow, never>): LineRow {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    document_id: Number(row.document_id),
    position: Number(row.position),
    quantity_milli: Number(row.quantity_milli),
    unit_price_minor: Number(row.unit_price_minor),
    line_total_minor: Number(row.line_total_minor),
    category_id: row.category_id === null ? null : Number(row.category_id),
    source_line_id: row.source_line_id === null ? null : Number(row.source_line_id),
  };
}

/** The lines of some documents (one document, or one batch of an export), in order. */
export async function listLines(
  db: Kysely<Database>,
  owner: OwnerId,
  documentIds: readonly number[],
): Promise<LineRow[]> {
  if (documentIds.length === 0) return [];
  const rows = await db
    .selectFrom('document_lines')
    .selectAll()
    .where('user_id', '=', owner)
    .where('document_id', 'in', [...documentIds])
    .orderBy('document_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(lineOf);
}

export async function findLine(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
  lineId: number,
): Promise<LineRow | undefined> {
  const row = await db
    .selectFrom('document_lines')
    .selectAll()
    .where('user_id', '=', owner)
    .where('document_id', '=', documentId)
    .where('id', '=', lineId)
    .executeTakeFirst();
  return row ? lineOf(row) : undefined;
}

/** For each of `lineIds`, the line totals of the lines made from it (the credit notes' lines of an
 * invoice line), added up; a line nothing was made from is left out. */
export async function sumLinesMadeFrom(
  db: Kysely<Database>,
  owner: OwnerId,
  lineIds: readonly number[],
): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('document_lines')
    .select((eb) => ['source_line_id', eb.fn.sum<number>('line_total_minor').as('total')])
    .where('user_id', '=', owner)
    .where('source_line_id', 'in', [...lineIds])
    .groupBy('source_line_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.source_line_id), Number(row.total)]));
}

/** Makes the document's lines exactly `lines`, in order: a line naming one of this document's lines
 * overwrites it (and keeps its id), the others are added, and lines no longer listed are removed. */
export async function replaceLines(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
  lines: LineValues[],
): Promise<void> {
  const existing = new Set((await listLines(db, owner, [documentId])).map((row) => row.id));
  const kept = new Set<number>();
  const added: Array<Insertable<DocumentLinesTable>> = [];
  for (const [position, { lineId, ...values }] of lines.entries()) {
    if (lineId && existing.has(lineId) && !kept.has(lineId)) {
      kept.add(lineId);
      await db
        .updateTable('document_lines')
        .set({ ...values, position })
        .where('user_id', '=', owner)
        .where('id', '=', lineId)
        .execute();
    } else {
      added.push({ ...values, position, user_id: owner, document_id: documentId });
    }
  }
  await insertLineRows(db, added);
  const removed = [...existing].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    await db.deleteFrom('document_lines').where('user_id', '=', owner).where('id', 'in', removed).execute();
  }
}

/** The lines of a document just inserted, in order: it has none yet, so none is read first (a create's
 * statements, docs/decisions/0415-a-creates-statements-counted.md). Answers them as stored. */
export async function insertLines(
  db: Kysely<Database>,
  owner: OwnerId,
  documentId: number,
  lines: LineValues[],
): Promise<LineRow[]> {
  const stored = await insertLineRows(db, newLineRows(owner, documentId, lines));
  // RETURNING promises no order (SQLite says so): in the order listLines reads them.
  return stored.sort((a, b) => a.position - b.position || a.id - b.id);
}

/** Lines as a statement answers them in JSON (json_agg on PostgreSQL), numbers as numbers. */
export function linesOfJson(rows: ReadonlyArray<Omit<LineRow, never>>): LineRow[] {
  return rows.map(lineOf);
}

/** The rows of a new document's lines, in the order given. */
export function newLineRows(
  owner: OwnerId,
  documentId: number,
  lines: LineValues[],
): Array<Insertable<DocumentLinesTable>> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  return lines.map(({ lineId, ...values }, position) =>
    ownedRow(owner, { document_id: documentId, position, ...values }),
  );
}

/** One statement for the new lines (a document may have hundreds); chunks keep under SQLite's limit on
 * bound values. Answers them as stored, in order. */
async function insertLineRows(
  db: Kysely<Database>,
  rows: Array<Insertable<DocumentLinesTable>>,
): Promise<LineRow[]> {
  const stored: LineRow[] = [];
  for (let start = 0; start < rows.length; start += 50) {
    const chunk = await db
      .insertInto('document_lines')
      .values(rows.slice(start, start + 50))
      .returningAll()
      .execute();
    stored.push(...chunk.map(lineOf));
  }
  return stored;
}
