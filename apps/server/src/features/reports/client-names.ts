// The names of a page of clients (one query for the page's ids, scoped to the owner).
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { findClientRows } from '../clients/clients.repository';

export async function clientNames(
  ctx: AppContext,
  owner: OwnerId,
  ids: number[],
): Promise<Map<number, string>> {
  const rows = await findClientRows(ctx.db, owner, ids);
  return new Map(rows.map((row) => [Number(row.id), row.business_name?.trim() || row.full_name]));
}
