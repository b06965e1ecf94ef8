// Client credit rows (docs/decisions/0349). Every function takes the owner and filters on user_id.
import type { Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

export interface CreditKey {
  clientId: number;
  currencyId: number;
}

/** Adds to what the client holds (a new row when it held nothing in this currency). */
export async function addHeldCredit(
  db: Kysely<Database>,
  owner: OwnerId,
  key: CreditKey,
  amountMinor: number,
): Promise<void> {
  await db
    .insertInto('client_credits')
    .values({ client_id: key.clientId, currency_id: key.currencyId, user_id: owner, held_minor: amountMinor })
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'currency_id'])
        .doUpdateSet((eb) => ({ held_minor: eb('client_credits.held_minor', '+', amountMinor) })),
    )
    .execute();
}

/** Takes from what the client holds, only when it holds at least that much: one conditional update, so
 * two spends at the same moment wait for each other (PostgreSQL's row lock) and never overspend. Answers
 * whether it was taken. */
export async function takeHeldCredit(
  db: Kysely<Database>,
  owner: OwnerId,
  key: CreditKey,
  amountMinor: number,
): Promise<boolean> {
  const result = await db
    .updateTable('client_credits')
    .set((eb) => ({ held_minor: eb('held_minor', '-', amountMinor) }))
    .where('user_id', '=', owner)
    .where('client_id', '=', key.clientId)
    .where('currency_id', '=', key.currencyId)
    .where('held_minor', '>=', amountMinor)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findHeldCredit(db: Kysely<Database>, owner: OwnerId, key: CreditKey): Promise<number> {
  const row = await db
    .selectFrom('client_credits')
    .select('held_minor')
    .where('user_id', '=', owner)
    .where('client_id', '=', key.clientId)
    .where('currency_id', '=', key.currencyId)
    .executeTakeFirst();
  return Number(row?.held_minor ?? 0);
}

export interface HeldCreditRow {
  client_id: number;
  currency_id: number;
  held_minor: number;
}

/** What the given clients hold (one page of them: one query, by the primary key), above zero only. */
export async function listHeldCredits(
  db: Kysely<Database>,
  owner: OwnerId,
  clientIds: readonly number[],
): Promise<HeldCreditRow[]> {
  if (clientIds.length === 0) return [];
  const rows = await db
    .selectFrom('client_credits')
    .select(['client_id', 'currency_id', 'held_minor'])
    .where('user_id', '=', owner)
    .where('client_id', 'in', clientIds)
    .where('held_minor', '>', 0)
    .orderBy('client_id')
    .orderBy('currency_id')
    .execute();
  return rows.map((row) => ({
    client_id: Number(row.client_id),
    currency_id: Number(row.currency_id),
    held_minor: Number(row.held_minor),
  }));
}
