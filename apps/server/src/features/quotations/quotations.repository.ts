// Quotation rows. Every function takes the owner and filters on user_id, so another user's quotation is
// simply not found. Their lines and attachments have repositories of their own
// (quotation-lines.repository.ts, quotation-attachments.repository.ts).
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import type { QuotationsTable } from './quotations.table';

export type QuotationRow = Selectable<QuotationsTable>;
export type QuotationValues = Omit<Insertable<QuotationsTable>, 'id' | 'user_id'>;
export type QuotationChanges = Omit<
  Updateable<QuotationsTable>,
  'id' | 'user_id' | 'quotation_number' | 'created_at'
>;

// node-postgres is told to read BIGINT as numbers (db/database.ts); SQLite gives numbers already. This
// mapper makes sure of it for every column the service does arithmetic with.
function quotationOf(row: QuotationRow): QuotationRow {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    client_id: Number(row.client_id),
    validity_term: Number(row.validity_term),
    currency_id: Number(row.currency_id),
    discount_value_scaled: Number(row.discount_value_scaled),
    vat_percent_milli: Number(row.vat_percent_milli),
    tax1_percent_milli: Number(row.tax1_percent_milli),
    items_total_minor: Number(row.items_total_minor),
    discount_minor: Number(row.discount_minor),
    sub_total_minor: Number(row.sub_total_minor),
    vat_amount_minor: Number(row.vat_amount_minor),
    tax1_amount_minor: Number(row.tax1_amount_minor),
    total_gross_minor: Number(row.total_gross_minor),
  };
}

export async function insertQuotation(
  db: Kysely<Database>,
  owner: OwnerId,
  values: QuotationValues,
): Promise<number> {
  const row = await db
    .insertInto('quotations')
    .values({ ...values, user_id: owner })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateQuotationRow(
  db: Kysely<Database>,
  owner: OwnerId,
  id: number,
  changes: QuotationChanges,
  options: { onlyDraft?: boolean } = {},
): Promise<boolean> {
  let query = db.updateTable('quotations').set(changes).where('user_id', '=', owner).where('id', '=', id);
  // A draft that is not void: the only quotations whose content may change.
  if (options.onlyDraft) query = query.where('status', '=', 'draft').where('type', '<>', 'void');
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findQuotationRow(
  db: Kysely<Database>,
  owner: OwnerId,
  by: { id: number } | { number: string },
): Promise<QuotationRow | undefined> {
  let query = db.selectFrom('quotations').selectAll().where('user_id', '=', owner);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('quotation_number', '=', by.number);
  const row = await query.executeTakeFirst();
  return row ? quotationOf(row) : undefined;
}

export interface QuotationRowFilters {
  search: string;
  from: string | null;
  to: string | null;
  /** Stored statuses to keep (undefined: any); `voidOnly` keeps only void ones, else void ones go with 'all'. */
  statuses?: readonly string[];
  type?: 'void' | 'not_void';
  /** Keep only these expiring before this date (the 'expired' filter). */
  expiryBefore?: string;
}

/** The owner's quotations, newest first. The search matches the number and the client's business name,
 * full name and e-mail, case-insensitively and in part. */
export async function listQuotationRows(
  db: Kysely<Database>,
  owner: OwnerId,
  filters: QuotationRowFilters,
): Promise<QuotationRow[]> {
  let query = db
    .selectFrom('quotations')
    .innerJoin('clients', (join) =>
      join.onRef('clients.id', '=', 'quotations.client_id').on('clients.user_id', '=', owner),
    )
    .selectAll('quotations')
    .where('quotations.user_id', '=', owner);
  if (filters.from) query = query.where('quotations.quotation_date', '>=', filters.from);
  if (filters.to) query = query.where('quotations.quotation_date', '<=', filters.to);
  if (filters.statuses) query = query.where('quotations.status', 'in', [...filters.statuses]);
  if (filters.type === 'void') query = query.where('quotations.type', '=', 'void');
  if (filters.type === 'not_void') query = query.where('quotations.type', '<>', 'void');
  if (filters.expiryBefore) query = query.where('quotations.expiry_date', '<', filters.expiryBefore);
  const search = filters.search.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    const like = (column: string) =>
      sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        like('quotations.quotation_number'),
        like('clients.business_name'),
        like('clients.full_name'),
        like('clients.email'),
      ]),
    );
  }
  const rows = await query
    .orderBy('quotations.quotation_date', 'desc')
    .orderBy('quotations.id', 'desc')
    .execute();
  return rows.map(quotationOf);
}

export async function deleteQuotationRow(db: Kysely<Database>, owner: OwnerId, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('quotations')
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
