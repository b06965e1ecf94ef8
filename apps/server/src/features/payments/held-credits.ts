// What clients hold as credit, for their answers (docs/decisions/0349): one query for a page of clients.
import type { HeldCredit } from '@tradebook/domain/clients/clients.schemas';
import { formatMoney, fromMinor } from '@tradebook/domain/money/money';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { currencyById } from '../lookups/currencies';
import { listHeldCredits } from './client-credits.repository';

/** What each of the given clients holds, by client id (one query for a page of clients). */
export async function heldCreditsOf(
  ctx: AppContext,
  owner: OwnerId,
  clientIds: readonly number[],
): Promise<Map<number, HeldCredit[]>> {
  const byClient = new Map<number, HeldCredit[]>();
  for (const row of await listHeldCredits(ctx.db, owner, clientIds)) {
    const symbol = currencyById(row.currency_id)?.symbol ?? '';
    const list = byClient.get(row.client_id) ?? [];
    list.push({
      currency_id: row.currency_id,
      currency_symbol: symbol,
      amount: fromMinor(row.held_minor),
      text: formatMoney(row.held_minor, symbol),
    });
    byClient.set(row.client_id, list);
  }
  return byClient;
}
