// What another feature shows of a page of the owner's documents (the recurring schedules' template
// invoices): number, client, total and currency, read by the page's ids in one query. The documents
// feature owns the table (docs/decisions/0341-repositories-own-their-tables.md).
import type { Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

export interface DocumentHeadline {
  id: number;
  number: string;
  client_id: number;
  total_minor: number;
  currency_id: number;
}

/** The owner's documents of these ids, of any kind (at most a page of them: the caller bounds the ids). */
export async function findDocumentHeadlines(
  db: Kysely<Database>,
  owner: OwnerId,
  ids: readonly number[],
): Promise<DocumentHeadline[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'number', 'client_id', 'total_minor', 'currency_id'])
    .where('user_id', '=', owner)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    number: row.number,
    client_id: Number(row.client_id),
    total_minor: Number(row.total_minor),
    currency_id: Number(row.currency_id),
  }));
}
