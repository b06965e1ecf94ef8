// The open invoices of every owner whose payment reminders may fall due (features/reminders'
// hourly sweep): sent or part-paid, not void, due within a range, read in batches by id. The documents
// feature owns the table, so the sweep reads it here (docs/decisions/0341-repositories-own-their-tables.md).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface OpenInvoice {
  id: number;
  user_id: number;
  due_date: string;
}

/** Sent or part-paid invoices of every owner, not void, due from `from` to `to`, after id `afterId`. */
export async function openInvoicesDueBetween(
  db: Kysely<Database>,
  range: { from: string; to: string; afterId: number; limit: number },
): Promise<OpenInvoice[]> {
  return db
    .selectFrom('documents')
    .select(['id', 'user_id', 'due_date'])
    .where('kind', '=', 'invoice')
    .where('status', 'in', ['sent', 'partpaid'])
    .where('is_void', '=', 0)
    .where('due_date', '>=', range.from)
    .where('due_date', '<=', range.to)
    .where('id', '>', range.afterId)
    .orderBy('id')
    .limit(range.limit)
    .execute();
}
