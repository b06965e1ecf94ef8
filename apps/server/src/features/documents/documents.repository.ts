// Document rows of every kind. Every function takes the owner and filters on user_id, so another user's
// document is simply not found. Lines, attachments and the lists have repositories of their own beside
// this one.
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Dialect } from '../../db/database';
import { ownedRow, type OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { DocumentRow, EditableWhen } from './document-rows';
import type { DocumentsTable } from './documents.table';

export type DocumentValues = Omit<Insertable<DocumentsTable>, 'id' | 'user_id' | 'search_text'>;
export type DocumentChanges = Omit<
  Updateable<DocumentsTable>,
  'id' | 'user_id' | 'kind' | 'number' | 'created_at' | 'search_text'
>;

/** Every column but the search text (the database's own). */
export const DOCUMENT_COLUMNS = [
  'id',
  'user_id',
  'kind',
  'number',
  'client_id',
  'document_date',
  'terms_days',
  'due_date',
  'status',
  'is_void',
  'currency_id',
  'exchange_rate_micro',
  'notes',
  'discount_type',
  'discount_percent_milli',
  'discount_amount_minor',
  'tax1_name',
  'tax1_percent_milli',
  'tax2_name',
  'tax2_percent_milli',
  'items_total_minor',
  'discount_minor',
  'subtotal_minor',
  'tax1_minor',
  'tax2_minor',
  'total_minor',
  'paid_minor',
  'credited_minor',
  'refunded_minor',
  'kept_credit_minor',
  'source_document_id',
  'sent_at',
  'viewed_at',
  'created_at',
  'updated_at',
] as const;

/** The columns the services do arithmetic with: the ids, flags, days, amounts and rates that are never
 * null (the source document, which may be, is mapped on its own below). */
type NumberColumn = {
  [C in keyof DocumentRow]: DocumentRow[C] extends number ? C : never;
}[keyof DocumentRow];
const NUMBER_COLUMNS = DOCUMENT_COLUMNS.filter(
  (column): column is NumberColumn =>
    column !== 'source_document_id' &&
    column !== 'exchange_rate_micro' &&
    /(^id|_id|_days|_minor|_milli)$|^is_/.test(column),
);

// node-postgres is told to read BIGINT as numbers (db/database.ts); SQLite gives numbers already. This
// mapper makes sure of it for every column the services do arithmetic with. It sets them on the row the
// driver made rather than copying it: a list page maps 50 rows of 30 columns, and copies were most of
// its cost.
export function documentOf<T extends DocumentRow>(row: T): T {
  for (const column of NUMBER_COLUMNS) {
    const value = row[column];
    if (typeof value !== 'number') (row as DocumentRow)[column] = Number(value);
  }
  if (row.source_document_id !== null && typeof row.source_document_id !== 'number') {
    row.source_document_id = Number(row.source_document_id);
  }
  if (row.exchange_rate_micro != null && typeof row.exchange_rate_micro !== 'number') {
    row.exchange_rate_micro = Number(row.exchange_rate_micro);
  }
  return row;
}

/** Answers the row as stored (docs/decisions/0434-a-create-reads-its-client-and-taxes-at-once.md: a
 * create's answer is read from it, not read again). */
export async function insertDocument(
  db: Kysely<Database>,
  owner: OwnerId,
  values: DocumentValues,
): Promise<DocumentRow> {
  const row = await db
    .insertInto('documents')
    .values(ownedRow(owner, values))
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirstOrThrow();
  return documentOf(row);
}

/** Answers whether the owner's document was changed; with `onlyIf`, only while it is editable. */
export async function updateDocument(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  changes: DocumentChanges,
  onlyIf?: EditableWhen,
): Promise<boolean> {
  let query = db.updateTable('documents').set(changes).where('user_id', '=', owner).where('id', '=', id);
  if (onlyIf) query = query.where('is_void', '=', 0).where('status', 'in', [...onlyIf.statuses]);
  if (onlyIf?.unpaid) query = query.where('paid_minor', '=', 0);
  if (onlyIf?.uncredited) query = query.where('credited_minor', '=', 0);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves a document that is not void from one of `from` to `to`, only while its due date is not before
 * `dueOnOrAfter`; answers whether it moved. The check and the change are one statement, so of two
 * requests at the same moment only one moves it. */
export async function moveDocumentStatus(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  move: { from: readonly string[]; to: string; dueOnOrAfter: string; updatedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set({ status: move.to, updated_at: move.updatedAt })
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .where('is_void', '=', 0)
    .where('status', 'in', [...move.from])
    .where('due_date', '>=', move.dueOnOrAfter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findDocument(
  db: Kysely<Database>,
  owner: OwnerId,
  kind: string,
  by: { id: number } | { number: string },
): Promise<DocumentRow | undefined> {
  let query = db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('user_id', '=', owner)
    .where('kind', '=', kind);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('number', '=', by.number);
  const row = await query.executeTakeFirst();
  return row ? documentOf(row) : undefined;
}

/** The owner's document of any kind by id (a client link names a document, not its kind). */
export async function findDocumentOfAnyKind(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
): Promise<DocumentRow | undefined> {
  const row = await db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? documentOf(row) : undefined;
}

/** The owner's document, locked until the transaction `db` ends (PostgreSQL; SQLite has one writer): the
 * payments of an invoice are added up from it, so two recorded at once wait for each other. */
export async function findDocumentForUpdate(
  db: Kysely<Database>,
  dialect: Dialect,
  owner: OwnerId,
  kind: string,
  id: number,
): Promise<DocumentRow | undefined> {
  let query = db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('user_id', '=', owner)
    .where('kind', '=', kind)
    .where('id', '=', id);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? documentOf(row) : undefined;
}

/** The invoice made from `sourceId` (a quotation's: one at most, by a unique index). A credit note made
 * from an invoice is one of many, listed by its kind (the credit notes of an invoice). */
export async function findDerivedDocument(
  db: Kysely<Database>,
  owner: OwnerId,
  sourceId: number,
): Promise<{ id: number; kind: string; number: string } | undefined> {
  const row = await db
    .selectFrom('documents')
    .select(['id', 'kind', 'number'])
    .where('user_id', '=', owner)
    .where('source_document_id', '=', sourceId)
    .where('kind', '=', 'invoice')
    .executeTakeFirst();
  return row ? { id: Number(row.id), kind: row.kind, number: row.number } : undefined;
}

/** The documents of one kind made from `sourceId` (an invoice's credit notes), oldest first. */
export async function listDocumentsMadeFrom(
  db: Kysely<Database>,
  owner: OwnerId,
  sourceId: number,
  kind: string,
): Promise<DocumentRow[]> {
  const rows = await db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('user_id', '=', owner)
    .where('source_document_id', '=', sourceId)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
  return rows.map(documentOf);
}

/** A document of any kind by id (a link between kinds). */
export async function findAnyDocument(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
): Promise<{ id: number; kind: string; number: string } | undefined> {
  const row = await db
    .selectFrom('documents')
    .select(['id', 'kind', 'number'])
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: Number(row.id), kind: row.kind, number: row.number } : undefined;
}

export async function deleteDocument(db: Kysely<Database>, owner: OwnerId, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('documents')
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The client opened the document's link: its first view is kept (docs/decisions/0366), later ones change
 * nothing, so the list's kept answers stay fresh only while something new is shown. */
export async function markDocumentViewed(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('documents')
    .set({ viewed_at: at })
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .where('viewed_at', 'is', null)
    .execute();
}
