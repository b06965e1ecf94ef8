// The exchange rates documents keep (docs/decisions/0391-documents-in-a-foreign-currency.md): the last one
// of a currency, found by one backward step on documents_by_currency (db/migrations/
// 20261208T0200-document-exchange-rates.ts), however many documents the owner has.
import type { Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

export interface KeptRate {
  rateMicro: number;
  date: string;
}

/** The rate of the owner's latest document (by date, then id) in `currencyId` that keeps one. */
export async function findLastRate(
  db: Kysely<Database>,
  owner: OwnerId,
  currencyId: number,
): Promise<KeptRate | undefined> {
  const row = await db
    .selectFrom('documents')
    .select(['exchange_rate_micro', 'document_date'])
    .where('user_id', '=', owner)
    .where('currency_id', '=', currencyId)
    .where('exchange_rate_micro', 'is not', null)
    .orderBy('document_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { rateMicro: Number(row.exchange_rate_micro), date: row.document_date } : undefined;
}
