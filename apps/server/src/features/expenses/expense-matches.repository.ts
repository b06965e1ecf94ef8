// The lookups of the owner's expenses that reading a receipt needs (receipts/, docs/decisions/0358): the
// same vendor, date and total; the vendor's latest category and currency; one expense by id. Each is one
// row found by an index and filtered on user_id.
import type { Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

/** An expense of the owner with this vendor (any case), date and total (expenses_by_date). */
export async function findSameExpense(
  db: Kysely<Database>,
  owner: OwnerId,
  found: { vendor: string; date: string; amountMinor: number },
): Promise<number | undefined> {
  const row = await db
    .selectFrom('expenses')
    .select('id')
    .where('user_id', '=', owner)
    .where('expense_date', '=', found.date)
    .where('amount_minor', '=', found.amountMinor)
    .where((eb) => eb(eb.fn('lower', ['vendor']), '=', found.vendor.toLowerCase()))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row && Number(row.id);
}

/** The category and currency of the owner's latest expense with this vendor (expenses_by_vendor). */
export async function findLatestOfVendor(
  db: Kysely<Database>,
  owner: OwnerId,
  vendor: string,
): Promise<{ categoryId: number; currencyId: number } | undefined> {
  const row = await db
    .selectFrom('expenses')
    .select(['category_id', 'currency_id'])
    .where('user_id', '=', owner)
    .where('vendor', '=', vendor)
    .orderBy('expense_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { categoryId: Number(row.category_id), currencyId: Number(row.currency_id) };
}

/** The owner's expense `id` (vendor and category, currency), or undefined when it is not theirs. */
export async function findOwnExpense(db: Kysely<Database>, owner: OwnerId, id: number) {
  const row = await db
    .selectFrom('expenses')
    .select(['id', 'vendor', 'category_id', 'currency_id'])
    .where('user_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: Number(row.id),
      vendor: row.vendor,
      categoryId: Number(row.category_id),
      currencyId: Number(row.currency_id),
    }
  );
}
